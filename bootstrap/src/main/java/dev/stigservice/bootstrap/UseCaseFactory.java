package dev.stigservice.bootstrap;

import dev.stigservice.adapter.checklist.StigViewerChecklists;
import dev.stigservice.adapter.export.StandardExporters;
import dev.stigservice.adapter.http.checklist.ChecklistSettings;
import dev.stigservice.adapter.http.delivery.ExportSettings;
import dev.stigservice.adapter.http.oscal.OscalDownloads;
import dev.stigservice.adapter.oscal.OscalDocuments;
import dev.stigservice.adapter.storage.OpenStore;
import dev.stigservice.application.protection.Formats;
import dev.stigservice.application.protection.ProtectedAnswers;
import dev.stigservice.application.protection.AccessFirstAnswers;
import dev.stigservice.application.protection.KeptDocuments;
import dev.stigservice.application.protection.Uploads;
import dev.stigservice.application.publication.BenchmarkModels;
import dev.stigservice.application.publication.PublicationReadiness;
import dev.stigservice.application.publication.IndexedRules;
import dev.stigservice.application.publication.SearchablePublication;
import dev.stigservice.application.publication.PublishedBenchmarks;
import dev.stigservice.application.publication.SourceDocuments;
import dev.stigservice.application.scap.DownloadScapBenchmarkService;
import dev.stigservice.application.scap.DownloadScapBenchmarkUseCase;
import dev.stigservice.application.scap.ListScapBenchmarksService;
import dev.stigservice.application.scap.ListScapBenchmarksUseCase;
import dev.stigservice.application.scap.MapScapBenchmarkService;
import dev.stigservice.application.scap.MapScapBenchmarkUseCase;
import dev.stigservice.application.search.SearchRulesService;
import dev.stigservice.application.search.SearchRulesUseCase;
import dev.stigservice.application.publication.DocumentContent;
import dev.stigservice.application.checklist.ExportChecklistService;
import dev.stigservice.application.checklist.ExportChecklistUseCase;
import dev.stigservice.application.checklist.FillChecklistService;
import dev.stigservice.application.checklist.FillChecklistUseCase;
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
import io.micronaut.core.propagation.PropagatedContext;
import io.micronaut.scheduling.TaskExecutors;
import jakarta.inject.Named;
import jakarta.inject.Singleton;

import java.time.Clock;
import java.util.concurrent.ExecutorService;

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
    ListBenchmarksUseCase listBenchmarks(PublishedBenchmarks published, Formats<Exporter> formats) {
        return new ListBenchmarksService(published, formats);
    }

    @Singleton
    Uploads uploads(ChecklistSettings settings) {
        return new Uploads(settings.maxUploadSize(), settings.maxInFlightSize(), settings.maxResultsSize());
    }

    /**
     * Bounded as the HTTP adapter's encoded bodies are, so the documents sent most are kept on both sides; rendered on
     * the blocking executor, with the request's context (its id in the logs).
     */
    @Singleton
    KeptDocuments keptDocuments(ExportSettings settings, @Named(TaskExecutors.BLOCKING) ExecutorService blocking) {
        return new KeptDocuments(settings.cache().maxBytes(), task -> blocking.execute(PropagatedContext.wrapCurrent(task)));
    }

    @Singleton
    ProtectedAnswers protectedAnswers(TokenValidator tokenValidator, PublishedBenchmarks published, Uploads uploads, KeptDocuments kept) {
        return new AccessFirstAnswers(tokenValidator, published, uploads, kept);
    }

    @Singleton
    DownloadBenchmarkUseCase downloadBenchmark(ProtectedAnswers answers, Formats<Exporter> formats, PublishedBenchmarks published,
                                               BenchmarkModels models) {
        return new DownloadBenchmarkService(answers, formats, published, models);
    }

    /** The OSCAL documents are downloads with exporters of their own, each on its route and in its own file names. */
    @Singleton
    OscalDownloads oscalDownloads(ProtectedAnswers answers, PublishedBenchmarks published, BenchmarkModels models) {
        return new OscalDownloads(
                new DownloadBenchmarkService(answers, new Formats<>(OscalDocuments.catalogs()), published, models, "-oscal-catalog"),
                new DownloadBenchmarkService(answers, new Formats<>(OscalDocuments.profiles()), published, models, "-oscal-profile"));
    }

    @Singleton
    ListScapBenchmarksUseCase listScapBenchmarks(PublishedBenchmarks published) {
        return new ListScapBenchmarksService(published);
    }

    @Singleton
    DownloadScapBenchmarkUseCase downloadScapBenchmark(ProtectedAnswers answers, PublishedBenchmarks published, SourceDocuments documents) {
        return new DownloadScapBenchmarkService(answers, StandardExporters.scapDataStreams(), published, documents);
    }

    @Singleton
    MapScapBenchmarkUseCase mapScapBenchmark(ProtectedAnswers answers, PublishedBenchmarks published, BenchmarkModels models) {
        return new MapScapBenchmarkService(answers, StandardExporters.scapMaps(), published, models);
    }

    @Singleton
    ListRevisionsUseCase listRevisions(PublishedBenchmarks published, Formats<Exporter> formats) {
        return new ListRevisionsService(published, formats);
    }

    @Singleton
    ListReleasesUseCase listReleases(PublishedBenchmarks published, BenchmarkModels models, Formats<Exporter> formats) {
        return new ListReleasesService(published, models, formats);
    }

    @Singleton
    CompareRevisionsUseCase compareRevisions(ProtectedAnswers answers, Formats<ChangeReportWriter> formats, PublishedBenchmarks published,
                                             BenchmarkModels models) {
        return new CompareRevisionsService(answers, formats, published, models);
    }

    @Singleton
    LookUpRuleUseCase lookUpRule(ProtectedAnswers answers, PublishedBenchmarks published, IndexedRules index, BenchmarkModels models) {
        return new LookUpRuleService(answers, StandardExporters.ruleLookups(), published, index, models);
    }

    @Singleton
    LookUpCciUseCase lookUpCci(ProtectedAnswers answers, PublishedBenchmarks published, IndexedRules index, BenchmarkModels models) {
        return new LookUpCciService(answers, StandardExporters.cciLookups(), published, index, models);
    }

    @Singleton
    LookUpControlUseCase lookUpControl(ProtectedAnswers answers, PublishedBenchmarks published, IndexedRules index, BenchmarkModels models) {
        return new LookUpControlService(answers, StandardExporters.controlLookups(), published, index, models);
    }

    @Singleton
    SearchRulesUseCase searchRules(ProtectedAnswers answers, SearchablePublication published) {
        return new SearchRulesService(answers, StandardExporters.searchResults(), published);
    }

    @Singleton
    Formats<ChecklistWriter> checklistFormats() {
        return new Formats<>(StigViewerChecklists.writers());
    }

    @Singleton
    ExportChecklistUseCase exportChecklist(ProtectedAnswers answers, Formats<ChecklistWriter> formats, PublishedBenchmarks published,
                                           BenchmarkModels models) {
        return new ExportChecklistService(answers, formats, published, models);
    }

    @Singleton
    UpgradeChecklistUseCase upgradeChecklist(ProtectedAnswers answers, Formats<ChecklistWriter> formats, PublishedBenchmarks published,
                                             IndexedRules index, BenchmarkModels models) {
        return new UpgradeChecklistService(answers, formats, StigViewerChecklists.readers(), StigViewerChecklists.upgradeSummary(),
                published, index, models);
    }

    @Singleton
    FillChecklistUseCase fillChecklist(ProtectedAnswers answers, Formats<ChecklistWriter> formats, PublishedBenchmarks published,
                                       IndexedRules index, BenchmarkModels models) {
        return new FillChecklistService(answers, StigViewerChecklists.scanResults(), StigViewerChecklists.readers(), formats,
                StigViewerChecklists.scanSummary(), published, index, models);
    }

    @Singleton
    CheckHealthUseCase checkHealth(PublicationReadiness published) {
        return new CheckHealthService(published);
    }

    /** Asked for by the import command only, which checks first that the backend takes imports. */
    @Singleton
    ImportBenchmarksUseCase importBenchmarks(BenchmarkFiles files, DocumentContent content, OpenStore store) {
        return new ImportBenchmarksService(files, content, store.archive().orElseThrow(), Clock.systemUTC());
    }
}
