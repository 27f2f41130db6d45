package dev.stigservice.application.lookup;

import dev.stigservice.application.answer.ProtectedAnswer;

/** What a CCI means (from DISA's CCI list) and which served rules cite it. */
public interface LookUpCciUseCase {

    ProtectedAnswer lookUp(LookUpCciQuery query);
}
