package dev.stigservice.adapter.storage.contract;

/**
 * How the contract kit makes a store's next read fail the way its storage fails one (a server gone, a connection
 * refused): armed once, it fails the next listing or load only, below the store's own code, so that the kit sees what
 * the store makes of the failure. {@link FailingStatements} is one for any JDBC store. A store whose {@link WriteFault} is
 * also a {@code ReadFault} gets the read check with no other change.
 */
@FunctionalInterface
public interface ReadFault {

    /** From now, the store's next read fails; the one after it works again. */
    void failNextRead() throws Exception;

    /** Whether the fault is armed still, after the read it was armed for; a fault that cannot tell answers false. */
    default boolean readStillArmed() {
        return false;
    }
}
