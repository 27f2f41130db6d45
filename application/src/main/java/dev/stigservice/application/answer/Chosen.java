package dev.stigservice.application.answer;

import dev.stigservice.domain.model.Representation;

import java.util.Objects;

/** What {@link Conditions#choose} decides: the client holds the representation already, or gets this one. */
public sealed interface Chosen {

    /** @param entityTag the tag of the representation the client holds (a 304 names it) */
    record Held(String entityTag) implements Chosen {
        public Held {
            Objects.requireNonNull(entityTag, "entityTag");
        }
    }

    /** @param entityTag the strong tag of this coding of the answer */
    record Sent(String entityTag, Representation representation) implements Chosen {
        public Sent {
            Objects.requireNonNull(entityTag, "entityTag");
            Objects.requireNonNull(representation, "representation");
        }
    }
}
