package dev.stigservice.adapter.storage;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.function.Function;

/**
 * One storage backend as the service knows it: the name that chooses it, what it declares of itself and how its store
 * is built. A backend class declares its descriptor beside itself, a subclass annotated
 * {@code @AutoService(StorageBackend.class)}, and {@link ServiceLoader} finds it on the class path, in this module or
 * in a module of its own (docs/guides/adding-a-storage-backend.md). The settings check, the startup line, the import
 * command, the architecture rules and the tests take what they need from here: whether it takes imports, the settings
 * it cannot open without, the libraries it uses. The service calls it, never the core: it is the adapter's plug-in
 * point, not a port.
 */
public abstract class StorageBackend {

    private final String name;
    private final Function<StoreSettings, OpenStore> opening;

    /**
     * @param name    the value of {@code stig.storage.backend} that chooses it, e.g. {@code postgres}; its own settings
     *                live under {@code stig.storage.<name>.*}
     * @param opening builds the store from what it reads; a setting it cannot use is an {@link IllegalArgumentException}
     *                naming it
     */
    protected StorageBackend(String name, Function<StoreSettings, OpenStore> opening) {
        if (name == null || !name.matches("[a-z][a-z0-9-]*")) {
            throw new IllegalArgumentException("a backend's name is lower-case letters, digits and '-', not " + name);
        }
        this.name = name;
        this.opening = opening;
    }

    public final String name() {
        return name;
    }

    /** Whether the import command fills this backend's store; its store is then a {@code BenchmarkArchive}. */
    public boolean takesImports() {
        return false;
    }

    /**
     * Whether one service at a time can open this backend's store (an embedded store that locks its file), so that it
     * cannot run behind a load balancer: the storage kit then skips its checks of two instances on one store, with that
     * reason; for any other backend a second instance that cannot be opened fails them.
     */
    public boolean oneInstanceAtATime() {
        return false;
    }

    /**
     * The settings this backend cannot open without, each with an example value: a start without one stops with a
     * line that names it and the example.
     */
    public Map<String, String> requiredSettings() {
        return Map.of();
    }

    /**
     * The packages outside the service that this backend's classes use (ArchUnit's syntax, {@code redis.clients..}):
     * the architecture rules allow the storage adapter these, and no others.
     */
    public List<String> libraries() {
        return List.of();
    }

    /** The prefix of this backend's own settings, {@code stig.storage.<name>}. */
    public final String settingsPrefix() {
        return "stig.storage." + name;
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
    public static List<StorageBackend> importing() {
        return all().stream().filter(StorageBackend::takesImports).toList();
    }

    /** The names of {@code backends}, e.g. {@code files, mariadb, postgres}. */
    public static String names(List<StorageBackend> backends, String separator) {
        return String.join(separator, backends.stream().map(StorageBackend::name).toList());
    }
}
