package dev.stigservice.archrules;

import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.freeze.TextFileBasedViolationStore;
import com.tngtech.archunit.library.freeze.ViolationStore;

import java.nio.file.Path;
import java.util.List;
import java.util.Properties;

/** ArchUnit's text-file violation store in a folder chosen by the caller rather than by archunit.properties. */
final class BaselineStore implements ViolationStore {

    private final Path folder;
    private final TextFileBasedViolationStore files = new TextFileBasedViolationStore();

    BaselineStore(Path folder) {
        this.folder = folder;
    }

    @Override
    public void initialize(Properties ignored) {
        Properties properties = new Properties();
        properties.setProperty("default.path", folder.toAbsolutePath().toString());
        properties.setProperty("default.allowStoreCreation", "true");
        files.initialize(properties);
    }

    @Override
    public boolean contains(ArchRule rule) {
        return files.contains(rule);
    }

    @Override
    public void save(ArchRule rule, List<String> violations) {
        files.save(rule, violations);
    }

    @Override
    public List<String> getViolations(ArchRule rule) {
        return files.getViolations(rule);
    }
}
