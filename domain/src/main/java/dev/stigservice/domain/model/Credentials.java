package dev.stigservice.domain.model;

import java.util.Optional;

/** What a request presents to prove who it is: a bearer token, or nothing usable (none presented, or a malformed one). */
public sealed interface Credentials permits AccessToken, Credentials.None {

    /** No token, or one that is not a bearer token at all: refused without asking access management. */
    Credentials NONE = new None();

    record None() implements Credentials {
    }

    static Credentials of(Optional<AccessToken> token) {
        return token.<Credentials>map(t -> t).orElse(NONE);
    }
}
