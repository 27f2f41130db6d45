package dev.stigservice.domain.port;

import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.TokenVerdict;

/** Asks whoever manages access whether a bearer token may download. Never throws for a failing service: that is a verdict. */
public interface TokenValidator {

    TokenVerdict validate(AccessToken token);
}
