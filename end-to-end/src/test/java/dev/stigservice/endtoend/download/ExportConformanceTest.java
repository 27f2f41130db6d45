package dev.stigservice.endtoend.download;

import dev.stigservice.adapter.search.LuceneRuleSearch;
import dev.stigservice.endtoend.support.DisaOriginals;

import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import com.opencsv.CSVReader;
import dev.stigservice.xccdf.StigSamples;
import dev.stigservice.adapter.storage.files.BundleLimits;
import dev.stigservice.adapter.storage.files.FileSystemCatalog;
import dev.stigservice.adapter.storage.xccdf.DisaCciListReader;
import dev.stigservice.adapter.storage.xccdf.ScapDataStreams;
import dev.stigservice.adapter.storage.xccdf.XccdfBenchmarkReader;
import dev.stigservice.application.publication.DocumentContent;
import dev.stigservice.application.publication.CatalogPublisher;
import dev.stigservice.application.publication.CurrentPublication;
import dev.stigservice.application.publication.PublicationSearch;
import dev.stigservice.application.publication.ModelCache;
import dev.stigservice.application.publication.Readiness;
import dev.stigservice.application.publication.RuleIndexer;
import dev.stigservice.application.publication.StoredDocuments;
import dev.stigservice.xccdf.Xccdf;
import dev.stigservice.xccdf.XccdfReader;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkStatus;
import dev.stigservice.domain.model.Rule;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.function.ThrowingConsumer;
import org.opentest4j.TestAbortedException;

import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every sample benchmark in every format, checked by tools other than the exporters themselves: the
 * JSON against docs/schema with a JSON Schema validator, the XML against the XCCDF 1.1 schema and back
 * through the project's reader to an equal model, the CSV through opencsv's reader.
 */
class ExportConformanceTest {

    private static final Path JSON_SCHEMA = Path.of("../docs/schema/benchmark-export.schema.json");
    private static List<Benchmark> benchmarks;
    private static Schema jsonSchema;
    private static javax.xml.validation.Schema xccdfSchema;

    /** One test per sample benchmark; without the samples, one test skipped with the reason. */
    private static Stream<DynamicTest> eachBenchmark(ThrowingConsumer<Benchmark> test) throws Exception {
        try {
            load();
        } catch (TestAbortedException samplesAbsent) {
            return Stream.of(DynamicTest.dynamicTest("DISA samples", () -> {
                throw samplesAbsent;
            }));
        }
        assertThat(benchmarks).hasSize(22);
        return benchmarks.stream().map(benchmark -> DynamicTest.dynamicTest(benchmark.benchmarkId(), () -> test.accept(benchmark)));
    }

    /** Called by each test, so that without the samples each is skipped with the reason (a class-level abort reports none). */
    private static synchronized void load() throws Exception {
        if (benchmarks != null) {
            return;
        }
        StoredDocuments samples = new StoredDocuments(new FileSystemCatalog(StigSamples.directory(), BundleLimits.DEFAULT),
                new DocumentContent(new XccdfBenchmarkReader(), new DisaCciListReader(), new ScapDataStreams()), "the samples");
        PublicationSearch search = new PublicationSearch(new LuceneRuleSearch(), samples, Clock.systemUTC(), 64);
        CurrentPublication catalog = new CurrentPublication();
        new CatalogPublisher(samples, catalog, new RuleIndexer(), search, new Readiness("the samples", catalog, search, Clock.systemUTC())).refresh();
        ModelCache models = new ModelCache(samples, 64);
        benchmarks = catalog.summaries().stream().map(models::model).toList();
        try (InputStream in = Files.newInputStream(JSON_SCHEMA)) {
            jsonSchema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12).getSchema(in);
        }
        SchemaFactory factory = SchemaFactory.newDefaultInstance();
        factory.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "file");
        factory.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "file");
        xccdfSchema = factory.newSchema(StigSamples.xccdf11Schema().toFile());
    }

    @TestFactory
    Stream<DynamicTest> jsonValidatesAgainstTheSchemaInDocs() throws Exception {
        return eachBenchmark(benchmark -> {
            byte[] json = DisaOriginals.render("json", benchmark);
            assertThat(jsonSchema.validate(new String(json, StandardCharsets.UTF_8), InputFormat.JSON)).isEmpty();
        });
    }

    @TestFactory
    Stream<DynamicTest> xmlValidatesAgainstXccdf11AndReadsBackToAnEqualModel() throws Exception {
        return eachBenchmark(benchmark -> {
            byte[] xml = DisaOriginals.render("xml", benchmark);
            Validator validator = xccdfSchema.newValidator();
            validator.validate(new StreamSource(new ByteArrayInputStream(xml)));
            Benchmark readBack = new XccdfReader().read(benchmark.source().fileName(), xml);
            assertThat(readBack.status()).isEqualTo(new BenchmarkStatus(Xccdf.allowedStatus(benchmark.status().value()), benchmark.status().date()));
            assertThat(withSourceAndStatusOf(readBack, benchmark)).isEqualTo(benchmark);
        });
    }

    @TestFactory
    Stream<DynamicTest> csvParsesToOneRowPerRuleInFileOrder() throws Exception {
        return eachBenchmark(benchmark -> {
            byte[] csv = DisaOriginals.render("csv", benchmark);
            assertThat(new String(csv, 0, 3, StandardCharsets.ISO_8859_1)).as("no BOM").doesNotStartWith("\u00ef\u00bb\u00bf");
            try (CSVReader reader = new CSVReader(new InputStreamReader(new ByteArrayInputStream(csv), StandardCharsets.UTF_8))) {
                List<String[]> rows = reader.readAll();
                assertThat(String.join(",", rows.getFirst())).startsWith("Vuln ID,Severity,Group Title,Rule ID,STIG ID,");
                assertThat(rows).hasSize(benchmark.rules().size() + 1);
                assertThat(rows.subList(1, rows.size()).stream().map(row -> row[3]).toList())
                        .isEqualTo(benchmark.rules().stream().map(Rule::ruleId).toList());
            }
        });
    }

    /** The checks above mean something only if the validators reject what is wrong. */
    @org.junit.jupiter.api.Test
    void validatorsRejectBrokenDocuments() throws Exception {
        load();
        Benchmark benchmark = benchmarks.getFirst();
        String json = new String(DisaOriginals.render("json", benchmark), StandardCharsets.UTF_8).replaceFirst("\"ruleCount\":", "\"ruleCount\":\"many\",\"x\":");
        assertThat(jsonSchema.validate(json, InputFormat.JSON)).isNotEmpty();
        String xml = new String(DisaOriginals.render("xml", benchmark), StandardCharsets.UTF_8).replaceFirst("<Rule id=\"[^\"]*\"", "<Rule");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> xccdfSchema.newValidator()
                        .validate(new StreamSource(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)))))
                .hasMessageContaining("id");
    }

    /** The read-back file is the export, not the original, so its source differs by design, and so does a status the schema does not allow. */
    private static Benchmark withSourceAndStatusOf(Benchmark readBack, Benchmark original) {
        return new Benchmark(readBack.benchmarkId(), readBack.title(), readBack.description(), original.status(),
                readBack.reference(), readBack.revision(), readBack.releaseInfo(), readBack.publication(), original.source(),
                readBack.profiles(), readBack.rules());
    }
}
