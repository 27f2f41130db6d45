package dev.stigservice.adapter.cli;

import java.util.Objects;

/**
 * What a command works on, opened for one run (a context, a store) and closed after it.
 *
 * @param useCases the in-ports the command calls
 * @param closer   closes what was opened for them
 */
public record Opened<T>(T useCases, AutoCloseable closer) implements AutoCloseable {

    public Opened {
        Objects.requireNonNull(useCases, "useCases");
        Objects.requireNonNull(closer, "closer");
    }

    @Override
    public void close() throws Exception {
        closer.close();
    }

    /** What a command works on cannot be opened (a backend that takes no imports, a bad setting): the message says why. */
    public static final class Unusable extends RuntimeException {
        public Unusable(String message) {
            super(message);
        }
    }

    /** The innermost cause's message: what an operator can act on. */
    static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        return root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
    }
}
