package dev.stigservice.adapter.storage.contract;

/**
 * How the contract kit makes a store's next write fail the way its storage fails one: armed once, it fails the next
 * write only, below the store's own code (a JDBC driver's statement, a file system's write), so that the kit sees what
 * the store makes of the failure. {@link FailingWrites} is one for any JDBC store; a store of its own fails where it
 * writes (docs/guides/adding-a-storage-backend.md shows both).
 */
@FunctionalInterface
public interface WriteFault {

    /** From now, the store's next write fails; the one after it works again. */
    void failNextWrite() throws Exception;

    /**
     * Whether the fault is armed still, after the write it was armed for: then it never saw that write, and the kit says
     * so rather than blame the store. A fault that cannot tell answers false.
     */
    default boolean stillArmed() {
        return false;
    }
}
