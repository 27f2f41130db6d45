package dev.stigservice.application.answering;

import dev.stigservice.application.answer.ProtectedAnswer;

import java.util.Objects;

/**
 * What a use decides once the shared checks have passed: a {@link Rendition} to answer with, or why there is none.
 * The protected path turns either into the {@link ProtectedAnswer} the use case returns.
 */
public sealed interface Decision permits Rendition, Decision.Refused {

    /** @param answer a refusal (404, 400, 409, 413, 503); never a ready answer, which only the path makes */
    record Refused(ProtectedAnswer answer) implements Decision {
        public Refused {
            Objects.requireNonNull(answer, "answer");
            if (answer instanceof ProtectedAnswer.Ready || answer instanceof ProtectedAnswer.NotModified) {
                throw new IllegalArgumentException("a refusal, not " + answer.getClass().getSimpleName());
            }
        }
    }

    static Decision refused(ProtectedAnswer answer) {
        return new Refused(answer);
    }
}
