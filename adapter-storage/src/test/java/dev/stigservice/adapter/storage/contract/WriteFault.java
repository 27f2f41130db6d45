package dev.stigservice.adapter.storage.contract;

/**
 * How the contract kit makes a store's next write (or its n-th) fail the way its storage fails one: armed once, it
 * fails that write only, below the store's own code (a JDBC driver's statement, a file system's write), so that the kit sees what
 * the store makes of the failure. {@link FailingStatements} is one for any JDBC store; a store of its own fails where it
 * writes (docs/guides/adding-a-storage-backend.md shows both).
 */
@FunctionalInterface
public interface WriteFault {

    /** From now, the store's next write fails; the one after it works again. */
    void failNextWrite() throws Exception;

    /**
     * From now, the store's {@code nth} write fails (1 is the next), and the writes after it work again: the kit walks
     * a save's writes with it, to see each cut. A fault that fails only the next write leaves the walk skipped.
     */
    default void failWrite(int nth) throws Exception {
        if (nth != 1) {
            throw new org.opentest4j.TestAbortedException("skipped: this WriteFault fails only the next write, so the kit cannot "
                    + "cut a save at its later writes: implement WriteFault.failWrite(nth) (FailingStatements does)");
        }
        failNextWrite();
    }

    /**
     * Whether the fault is armed still, after the write it was armed for: then it never saw that write, and the kit says
     * so rather than blame the store. A fault that cannot tell answers false.
     */
    default boolean stillArmed() {
        return false;
    }
}
