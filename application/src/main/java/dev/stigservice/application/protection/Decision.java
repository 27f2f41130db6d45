package dev.stigservice.application.protection;

import dev.stigservice.application.answer.Refusal;

import java.util.Objects;

/** What a use decides once the shared checks have passed: a {@link Rendition} to answer with, or why there is none. */
public sealed interface Decision permits Rendition, Decision.Refused {

    record Refused(Refusal refusal) implements Decision {
        public Refused {
            Objects.requireNonNull(refusal, "refusal");
        }
    }

    static Decision refused(Refusal refusal) {
        return new Refused(refusal);
    }
}
