package dev.stigservice.domain.port;

import dev.stigservice.domain.model.Checklist;

/** Writes a checklist in one of STIG Viewer's formats (CKL, CKLB). Output depends only on the checklist. */
public interface ChecklistWriter extends Renderer<Checklist> {
}
