package dev.stigservice.endtoend.support;

import dev.stigservice.adapter.storage.StorageBackend;

import java.util.List;

/**
 * The storage backends the packaged service has: those on the class path minus any from a module's test tree (the
 * storage guide's SQLite example is one, seen here when Maven runs the reactor's tests from its class folders).
 */
public final class ShippedBackends {

    private ShippedBackends() {
    }

    public static List<StorageBackend> all() {
        return StorageBackend.all().stream().filter(ShippedBackends::isProduction).toList();
    }

    public static List<StorageBackend> importing() {
        return all().stream().filter(StorageBackend::takesImports).toList();
    }

    /** A backend of this repository's storage module, not one of a module of its own. */
    public static boolean isOfAdapterStorage(StorageBackend backend) {
        return backend.getClass().getProtectionDomain().getCodeSource().getLocation().toString().contains("adapter-storage");
    }

    private static boolean isProduction(StorageBackend backend) {
        String location = backend.getClass().getProtectionDomain().getCodeSource().getLocation().toString();
        return !location.contains("/test-classes/") && !location.endsWith("-tests.jar");
    }
}
