package dev.stigservice.adapter.storage.files;

import dev.stigservice.domain.port.BenchmarkFiles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;


/** The imports' way into {@link BundleReader}: the same walk, bundles and limits as the files backend. */
public final class XccdfFiles implements BenchmarkFiles {

    private final BundleReader bundles;

    public XccdfFiles(BundleReader bundles) {
        this.bundles = bundles;
    }

    @Override
    public List<Path> filesBelow(Path path) throws IOException {
        return BundleReader.filesBelow(path);
    }

    @Override
    public Members open(Path file) throws IOException {
        String name = file.toString();
        if (!BundleReader.isXml(name) && !BundleReader.isZip(name)) {
            throw new IOException(BundleReader.NOT_CATALOG_CONTENT);
        }
        return bundles.open(file, name, Files.getLastModifiedTime(file).toInstant());
    }
}
