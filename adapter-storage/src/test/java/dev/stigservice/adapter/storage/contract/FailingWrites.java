package dev.stigservice.adapter.storage.contract;

import javax.sql.DataSource;

/**
 * {@link FailingStatements} under its name from before it failed reads too.
 *
 * @deprecated use {@link FailingStatements#around(DataSource)}, which is the same fault (CHANGELOG.md, 0.1.0); this name
 *             goes in the release after it
 */
@Deprecated(since = "0.1.0", forRemoval = true)
public final class FailingWrites extends FailingStatements {

    private FailingWrites(DataSource real) {
        super(real);
    }

    public static FailingWrites around(DataSource real) {
        return new FailingWrites(real);
    }
}
