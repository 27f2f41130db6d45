package dev.stigservice.bootstrap;

import dev.stigservice.adapter.snapshot.SnapshotSettings;
import dev.stigservice.adapter.storage.OpenStore;
import dev.stigservice.application.protection.ProtectedAnswers;
import dev.stigservice.application.publication.DocumentContent;
import dev.stigservice.application.snapshot.DownloadSnapshotService;
import dev.stigservice.application.snapshot.DownloadSnapshotUseCase;
import dev.stigservice.application.snapshot.ExportSnapshotService;
import dev.stigservice.application.snapshot.ExportSnapshotUseCase;
import dev.stigservice.application.snapshot.ImportSnapshotService;
import dev.stigservice.application.snapshot.ImportSnapshotUseCase;
import dev.stigservice.domain.port.BenchmarkCatalog;
import dev.stigservice.domain.port.SnapshotFormat;
import dev.stigservice.domain.port.SnapshotSigner;
import dev.stigservice.domain.port.TrustedSigners;
import io.micronaut.context.annotation.Factory;
import jakarta.inject.Singleton;

/** Wires the signed snapshots: the zip and Ed25519 of adapter-snapshot, under the use cases of both directions and the route. */
@Factory
class SnapshotFactory {

    @Singleton
    SnapshotFormat snapshotFormat() {
        return SnapshotSettings.format();
    }

    @Singleton
    SnapshotSigner snapshotSigner(SnapshotSettings settings) {
        return settings.signer();
    }

    @Singleton
    TrustedSigners trustedSigners(SnapshotSettings settings) {
        return settings.trustedSigners();
    }

    @Singleton
    ExportSnapshotUseCase exportSnapshot(BenchmarkCatalog store, SnapshotFormat format, SnapshotSigner signer) {
        return new ExportSnapshotService(store, format, signer);
    }

    @Singleton
    DownloadSnapshotUseCase downloadSnapshot(ProtectedAnswers answers, ExportSnapshotUseCase export, BenchmarkCatalog store,
                                             SnapshotSigner signer) {
        return new DownloadSnapshotService(answers, export, store, signer);
    }

    /** Asked for by the import command only, which checks first that the store takes imports. */
    @Singleton
    ImportSnapshotUseCase importSnapshot(SnapshotFormat format, TrustedSigners trusted, DocumentContent content, OpenStore store) {
        return new ImportSnapshotService(format, trusted, content, store.archive().orElseThrow());
    }
}
