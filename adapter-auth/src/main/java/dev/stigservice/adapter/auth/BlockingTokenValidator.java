package dev.stigservice.adapter.auth;

import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.TokenVerdict;

/**
 * A token check that waits for its verdict (a call to the access-management service): run only where a thread may
 * block, which {@link CachingTokenValidator} sees to before the core is answered.
 */
public interface BlockingTokenValidator {

    TokenVerdict validate(AccessToken token);
}
