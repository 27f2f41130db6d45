package dev.stigservice.bootstrap;

import dev.stigservice.adapter.checklist.StigViewerChecklists;
import dev.stigservice.adapter.export.StandardExporters;
import dev.stigservice.adapter.http.checklist.ChecklistSettings;
import dev.stigservice.adapter.http.oscal.OscalDownloads;
import dev.stigservice.adapter.oscal.OscalDocuments;
import dev.stigservice.adapter.storage.OpenStore;
import dev.stigservice.application.protection.Formats;
import dev.stigservice.application.protection.ProtectedAnswers;
import dev.stigservice.application.protection.AccessFirstAnswers;
import dev.stigservice.application.protection.Uploads;
import dev.stigservice.application.catalog.BenchmarkModels;
import dev.stigservice.application.catalog.CatalogReadiness;
import dev.stigservice.application.catalog.IndexedRules;
import dev.stigservice.application.catalog.SearchableCatalog;
import dev.stigservice.application.catalog.ServedCatalog;
import dev.stigservice.application.search.SearchRulesService;
import dev.stigservice.application.search.SearchRulesUseCase;
import dev.stigservice.application.catalog.CatalogContent;
import dev.stigservice.application.checklist.ExportChecklistService;
import dev.stigservice.application.checklist.ExportChecklistUseCase;
import dev.stigservice.application.checklist.UpgradeChecklistService;
import dev.stigservice.application.checklist.UpgradeChecklistUseCase;
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
    ListBenchmarksUseCase listBenchmarks(ServedCatalog catalog, Formats<Exporter> formats) {
        return new ListBenchmarksService(catalog, formats);
    }

    @Singleton
    Uploads uploads(ChecklistSettings settings) {
        return new Uploads(settings.maxUploadSize(), settings.maxInFlightSize());
    }

    @Singleton
    ProtectedAnswers protectedAnswers(TokenValidator tokenValidator, ServedCatalog catalog, Uploads uploads) {
        return new AccessFirstAnswers(tokenValidator, catalog, uploads);
    }

    @Singleton
    DownloadBenchmarkUseCase downloadBenchmark(ProtectedAnswers answers, Formats<Exporter> formats, ServedCatalog catalog,
                                               BenchmarkModels models) {
        return new DownloadBenchmarkService(answers, formats, catalog, models);
    }

    /** The OSCAL documents are downloads with exporters of their own, each on its route and in its own file names. */
    @Singleton
    OscalDownloads oscalDownloads(ProtectedAnswers answers, ServedCatalog catalog, BenchmarkModels models) {
        return new OscalDownloads(
                new DownloadBenchmarkService(answers, new Formats<>(OscalDocuments.catalogs()), catalog, models, "-oscal-catalog"),
                new DownloadBenchmarkService(answers, new Formats<>(OscalDocuments.profiles()), catalog, models, "-oscal-profile"));
    }

    @Singleton
    ListRevisionsUseCase listRevisions(ServedCatalog catalog, Formats<Exporter> formats) {
        return new ListRevisionsService(catalog, formats);
    }

    @Singleton
    ListReleasesUseCase listReleases(ServedCatalog catalog, BenchmarkModels models, Formats<Exporter> formats) {
        return new ListReleasesService(catalog, models, formats);
    }

    @Singleton
    CompareRevisionsUseCase compareRevisions(ProtectedAnswers answers, Formats<ChangeReportWriter> formats, ServedCatalog catalog,
                                             BenchmarkModels models) {
        return new CompareRevisionsService(answers, formats, catalog, models);
    }

    @Singleton
    LookUpRuleUseCase lookUpRule(ProtectedAnswers answers, ServedCatalog catalog, IndexedRules index, BenchmarkModels models) {
        return new LookUpRuleService(answers, StandardExporters.ruleLookups(), catalog, index, models);
    }

    @Singleton
    LookUpCciUseCase lookUpCci(ProtectedAnswers answers, ServedCatalog catalog, IndexedRules index, BenchmarkModels models) {
        return new LookUpCciService(answers, StandardExporters.cciLookups(), catalog, index, models);
    }

    @Singleton
    LookUpControlUseCase lookUpControl(ProtectedAnswers answers, ServedCatalog catalog, IndexedRules index, BenchmarkModels models) {
        return new LookUpControlService(answers, StandardExporters.controlLookups(), catalog, index, models);
    }

    @Singleton
    SearchRulesUseCase searchRules(ProtectedAnswers answers, SearchableCatalog catalog) {
        return new SearchRulesService(answers, StandardExporters.searchResults(), catalog);
    }

    @Singleton
    Formats<ChecklistWriter> checklistFormats() {
        return new Formats<>(StigViewerChecklists.writers());
    }

    @Singleton
    ExportChecklistUseCase exportChecklist(ProtectedAnswers answers, Formats<ChecklistWriter> formats, ServedCatalog catalog,
                                           BenchmarkModels models) {
        return new ExportChecklistService(answers, formats, catalog, models);
    }

    @Singleton
    UpgradeChecklistUseCase upgradeChecklist(ProtectedAnswers answers, Formats<ChecklistWriter> formats, ServedCatalog catalog,
                                             IndexedRules index, BenchmarkModels models) {
        return new UpgradeChecklistService(answers, formats, StigViewerChecklists.readers(), StigViewerChecklists.upgradeSummary(),
                catalog, index, models);
    }

    @Singleton
    CheckHealthUseCase checkHealth(CatalogReadiness catalog) {
        return new CheckHealthService(catalog);
    }

    /** Asked for by the import command only, which checks first that the backend takes imports. */
    @Singleton
    ImportBenchmarksUseCase importBenchmarks(BenchmarkFiles files, CatalogContent content, OpenStore store) {
        return new ImportBenchmarksService(files, content, store.archive().orElseThrow(), Clock.systemUTC());
    }
}
