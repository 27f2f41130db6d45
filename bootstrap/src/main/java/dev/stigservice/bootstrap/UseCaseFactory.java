package dev.stigservice.bootstrap;

import dev.stigservice.adapter.checklist.StigViewerChecklists;
import dev.stigservice.adapter.export.StandardExporters;
import dev.stigservice.adapter.storage.OpenStore;
import dev.stigservice.application.answer.Formats;
import dev.stigservice.application.answer.ProtectedAnswers;
import dev.stigservice.application.answer.Uploads;
import dev.stigservice.application.catalog.CatalogContent;
import dev.stigservice.application.checklist.ExportChecklistService;
import dev.stigservice.application.checklist.ExportChecklistUseCase;
import dev.stigservice.application.checklist.UpgradeChecklistService;
import dev.stigservice.application.checklist.UpgradeChecklistUseCase;
import dev.stigservice.application.catalog.CatalogPublisher;
import dev.stigservice.application.lookup.LookUpCciService;
import dev.stigservice.application.lookup.LookUpCciUseCase;
import dev.stigservice.application.lookup.LookUpControlService;
import dev.stigservice.application.lookup.LookUpControlUseCase;
import dev.stigservice.application.lookup.LookUpRuleService;
import dev.stigservice.application.lookup.LookUpRuleUseCase;
import dev.stigservice.application.changes.CompareRevisionsService;
import dev.stigservice.application.changes.CompareRevisionsUseCase;
import dev.stigservice.application.download.DownloadBenchmarkService;
import dev.stigservice.application.download.DownloadBenchmarkUseCase;
import dev.stigservice.application.health.CheckHealthService;
import dev.stigservice.application.health.CheckHealthUseCase;
import dev.stigservice.application.imports.ImportBenchmarksService;
import dev.stigservice.application.imports.ImportBenchmarksUseCase;
import dev.stigservice.application.list.ListBenchmarksService;
import dev.stigservice.application.list.ListBenchmarksUseCase;
import dev.stigservice.application.releases.ListReleasesService;
import dev.stigservice.application.releases.ListReleasesUseCase;
import dev.stigservice.application.revisions.ListRevisionsService;
import dev.stigservice.application.revisions.ListRevisionsUseCase;
import dev.stigservice.domain.port.BenchmarkFiles;
import dev.stigservice.domain.port.ChangeReportWriter;
import dev.stigservice.domain.port.ChecklistWriter;
import dev.stigservice.domain.port.Exporter;
import dev.stigservice.domain.port.TokenValidator;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.exceptions.ConfigurationException;
import jakarta.inject.Singleton;

import java.time.Clock;

/** Wires the use cases to whichever adapters the other factories chose. */
@Factory
class UseCaseFactory {

    @Singleton
    Formats<Exporter> exportFormats() {
        return new Formats<>(StandardExporters.all());
    }

    @Singleton
    Formats<ChangeReportWriter> changeReportFormats() {
        return new Formats<>(StandardExporters.changeReports());
    }

    @Singleton
    ListBenchmarksUseCase listBenchmarks(CatalogPublisher catalog, Formats<Exporter> formats) {
        return new ListBenchmarksService(catalog, formats);
    }

    @Singleton
    Uploads uploads(ChecklistSettings settings) {
        if (settings.maxInFlightSize() < settings.maxUploadSize()) {
            throw new ConfigurationException("stig.checklist.max-in-flight-size: '" + settings.maxInFlightSize()
                    + "' is under stig.checklist.max-upload-size (" + settings.maxUploadSize() + ")");
        }
        return new Uploads(settings.maxUploadSize(), settings.maxInFlightSize());
    }

    @Singleton
    ProtectedAnswers protectedAnswers(TokenValidator tokenValidator, CatalogPublisher catalog, Uploads uploads) {
        return new ProtectedAnswers(tokenValidator, catalog, uploads);
    }

    @Singleton
    DownloadBenchmarkUseCase downloadBenchmark(ProtectedAnswers answers, Formats<Exporter> formats, CatalogPublisher catalog) {
        return new DownloadBenchmarkService(answers, formats, catalog);
    }

    @Singleton
    ListRevisionsUseCase listRevisions(CatalogPublisher catalog, Formats<Exporter> formats) {
        return new ListRevisionsService(catalog, formats);
    }

    @Singleton
    ListReleasesUseCase listReleases(CatalogPublisher catalog, Formats<Exporter> formats) {
        return new ListReleasesService(catalog, formats);
    }

    @Singleton
    CompareRevisionsUseCase compareRevisions(ProtectedAnswers answers, Formats<ChangeReportWriter> formats, CatalogPublisher catalog) {
        return new CompareRevisionsService(answers, formats, catalog);
    }

    @Singleton
    LookUpRuleUseCase lookUpRule(ProtectedAnswers answers, CatalogPublisher catalog) {
        return new LookUpRuleService(answers, StandardExporters.ruleLookups(), catalog);
    }

    @Singleton
    LookUpCciUseCase lookUpCci(ProtectedAnswers answers, CatalogPublisher catalog) {
        return new LookUpCciService(answers, StandardExporters.cciLookups(), catalog);
    }

    @Singleton
    LookUpControlUseCase lookUpControl(ProtectedAnswers answers, CatalogPublisher catalog) {
        return new LookUpControlService(answers, StandardExporters.controlLookups(), catalog);
    }

    @Singleton
    Formats<ChecklistWriter> checklistFormats() {
        return new Formats<>(StigViewerChecklists.writers());
    }

    @Singleton
    ExportChecklistUseCase exportChecklist(ProtectedAnswers answers, Formats<ChecklistWriter> formats, CatalogPublisher catalog) {
        return new ExportChecklistService(answers, formats, catalog);
    }

    @Singleton
    UpgradeChecklistUseCase upgradeChecklist(ProtectedAnswers answers, Formats<ChecklistWriter> formats, CatalogPublisher catalog) {
        return new UpgradeChecklistService(answers, formats, StigViewerChecklists.readers(), StigViewerChecklists.upgradeSummary(), catalog);
    }

    @Singleton
    CheckHealthUseCase checkHealth(CatalogPublisher catalog) {
        return new CheckHealthService(catalog);
    }

    /** Asked for by the import command only, which checks first that the backend takes imports. */
    @Singleton
    ImportBenchmarksUseCase importBenchmarks(BenchmarkFiles files, CatalogContent content, OpenStore store) {
        return new ImportBenchmarksService(files, content, store.archive().orElseThrow(), Clock.systemUTC());
    }
}
