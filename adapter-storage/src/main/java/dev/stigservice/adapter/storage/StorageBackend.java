package dev.stigservice.adapter.storage;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.function.Function;

/**
 * One storage backend as the service knows it: the name that chooses it, what it reads and how its store is built.
 * A backend class declares its descriptor beside itself, a subclass annotated {@code @AutoService(StorageBackend.class)},
 * and {@link ServiceLoader} finds it on the class path; the settings check, the startup line, the import command and
 * the tests take the list of backends from here, so a backend inside this module is wired by its descriptor alone (one
 * in a module of its own touches more files: docs/guides/adding-a-storage-backend.md). The service calls it, never the
 * core: it is the adapter's plug-in point, not a port.
 */
public abstract class StorageBackend {

    private final String name;
    private final String exampleDatabaseUrl;
    private final Function<StoreSettings, OpenStore> opening;

    /**
     * @param name               the value of {@code stig.storage.backend} that chooses it, e.g. {@code postgres}
     * @param exampleDatabaseUrl for a backend that keeps its documents in the database under {@code datasources.default}
     *                           and is filled by the import command, a URL to show when none is set; null for a backend
     *                           that reads the catalog folder itself
     * @param opening            builds the store from what it reads; a setting it cannot use is an
     *                           {@link IllegalArgumentException} naming it
     */
    protected StorageBackend(String name, String exampleDatabaseUrl, Function<StoreSettings, OpenStore> opening) {
        this.name = name;
        this.exampleDatabaseUrl = exampleDatabaseUrl;
        this.opening = opening;
    }

    public final String name() {
        return name;
    }

    /** Present for a backend that reads the database and is filled by the import command. */
    public final Optional<String> exampleDatabaseUrl() {
        return Optional.ofNullable(exampleDatabaseUrl);
    }

    public final OpenStore open(StoreSettings settings) {
        return opening.apply(settings);
    }

    /** Every backend on the class path, by name. */
    public static List<StorageBackend> all() {
        return ServiceLoader.load(StorageBackend.class).stream()
                .map(ServiceLoader.Provider::get)
                .sorted(Comparator.comparing(StorageBackend::name))
                .toList();
    }

    public static Optional<StorageBackend> named(String name) {
        return all().stream().filter(backend -> backend.name().equals(name)).findFirst();
    }

    /** The backends the import command fills. */
    public static List<StorageBackend> databases() {
        return all().stream().filter(backend -> backend.exampleDatabaseUrl().isPresent()).toList();
    }

    /** The names of {@code backends}, e.g. {@code files, mariadb, postgres}. */
    public static String names(List<StorageBackend> backends, String separator) {
        return String.join(separator, backends.stream().map(StorageBackend::name).toList());
    }
}
