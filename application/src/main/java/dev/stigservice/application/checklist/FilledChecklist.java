package dev.stigservice.application.checklist;

import dev.stigservice.domain.model.Format;
import dev.stigservice.domain.model.ScanFill;

import java.util.Objects;

/** What filling a checklist from a scan gave: the checklist written, or why not. */
public sealed interface FilledChecklist {

    /**
     * @param checklist the checklist's bytes in {@code format}
     * @param fileName  its file name ({@code <benchmark>_<revision>.ckl})
     * @param revision  the label of the revision the results went into
     * @param fill      what the results did to the benchmark's rules
     */
    record Written(byte[] checklist, Format format, String fileName, String revision, ScanFill fill) implements FilledChecklist {
        public Written {
            Objects.requireNonNull(checklist, "checklist");
            Objects.requireNonNull(format, "format");
            Objects.requireNonNull(fileName, "fileName");
            Objects.requireNonNull(fill, "fill");
        }
    }

    /** @param message what is wrong, quoting nothing of the upload but ids of a benchmark's or a label's shape */
    record Refused(Reason reason, String message) implements FilledChecklist {
        public Refused {
            Objects.requireNonNull(reason, "reason");
            Objects.requireNonNull(message, "message");
        }
    }

    /** Why a fill is refused, for each adapter to say in its own terms (a route its answer, a command its exit status). */
    enum Reason {
        /** A parameter is malformed (a format, an asset field) or two exclude each other. */
        BAD_REQUEST,
        /** The results are not XCCDF results, or not well-formed, or hold a document type declaration. */
        UNREADABLE_RESULTS,
        /** The existing checklist cannot be read. */
        UNREADABLE_CHECKLIST,
        /** No stored benchmark or revision of that name. */
        NOT_FOUND,
        /** The scan ran another benchmark than the slug's. */
        OTHER_BENCHMARK,
        /** No rule of any stored revision of the benchmark is one the scan names. */
        NO_RULE_MATCHED,
        /** The existing checklist holds no part of the benchmark. */
        CHECKLIST_OF_OTHER_BENCHMARK
    }
}
