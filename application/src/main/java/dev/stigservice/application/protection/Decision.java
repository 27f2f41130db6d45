package dev.stigservice.application.protection;

import dev.stigservice.application.answer.Reply;
import dev.stigservice.application.answer.Refusal;

import java.util.Objects;
import java.util.concurrent.CompletionStage;

/** What a use decides once the shared checks have passed: the document to send ({@link ProtectedAnswers#send}), or why there is none. */
public sealed interface Decision permits Decision.Send, Decision.Refused {

    /** @param document complete already when its version is kept, else once it is rendered */
    record Send(CompletionStage<Reply> document) implements Decision {
        public Send {
            Objects.requireNonNull(document, "document");
        }
    }

    record Refused(Refusal refusal) implements Decision {
        public Refused {
            Objects.requireNonNull(refusal, "refusal");
        }
    }

    static Decision refused(Refusal refusal) {
        return new Refused(refusal);
    }
}
