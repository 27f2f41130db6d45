package dev.stigservice.application.lookup;

import dev.stigservice.application.answer.ProtectedAnswer;

/** A NIST SP 800-53 control: the CCIs under it and the served rules citing them. */
public interface LookUpControlUseCase {

    ProtectedAnswer lookUp(LookUpControlQuery query);
}
