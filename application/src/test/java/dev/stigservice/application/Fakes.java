package dev.stigservice.application;

import dev.stigservice.domain.port.fake.NoRuleSearch;
import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.protection.ProtectedAnswers;
import dev.stigservice.application.protection.AccessFirstAnswers;
import dev.stigservice.application.protection.KeptDocuments;
import dev.stigservice.application.answer.Reply;
import dev.stigservice.application.protection.Uploads;
import dev.stigservice.application.publication.DocumentContent;
import dev.stigservice.application.publication.CatalogPublisher;
import dev.stigservice.application.publication.CurrentPublication;
import dev.stigservice.application.publication.PublicationSearch;
import dev.stigservice.application.publication.ModelCache;
import dev.stigservice.application.publication.Readiness;
import dev.stigservice.application.publication.RuleIndexer;
import dev.stigservice.application.publication.StoredDocuments;
import dev.stigservice.application.publication.PublishedBenchmarks;
import dev.stigservice.domain.model.UnreadableDocument;
import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.Export;
import dev.stigservice.domain.model.BenchmarkStatus;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.DocumentEntry;
import dev.stigservice.domain.model.Format;
import dev.stigservice.domain.model.Ident;
import dev.stigservice.domain.model.Revision;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.model.Severity;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.SourceFile;
import dev.stigservice.domain.model.TokenVerdict;
import dev.stigservice.domain.model.Slug;
import dev.stigservice.domain.port.BenchmarkCatalog;
import dev.stigservice.domain.port.BenchmarkReader;
import dev.stigservice.domain.port.Exporter;
import dev.stigservice.domain.port.Renderer;
import dev.stigservice.domain.port.RuleSearch;
import dev.stigservice.domain.port.TokenValidator;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.function.Supplier;

/** Hand-written fakes of the domain's ports: what the use cases need, nothing more. */
public final class Fakes {

    /** Bounds on uploads for services that take none. */
    public static final Uploads UPLOADS = new Uploads(65_536, 65_536, 65_536);

    private Fakes() {
    }

    /** The protected path over a catalog; documents are rendered on the caller's thread. */
    public static ProtectedAnswers answers(TokenValidator validator, PublishedBenchmarks published) {
        return new AccessFirstAnswers(validator, published, UPLOADS, new KeptDocuments(1 << 20, Runnable::run));
    }

    /** What a use case answered, once its token's verdict is in and its document rendered. */
    public static ProtectedAnswer answer(CompletionStage<ProtectedAnswer> answer) {
        return answer.toCompletableFuture().join();
    }

    /** The reply a use case answered with; fails the test on a refusal. */
    public static Reply reply(CompletionStage<ProtectedAnswer> answer) {
        return reply(answer(answer));
    }

    public static Reply reply(ProtectedAnswer answer) {
        if (!(answer instanceof Reply reply)) {
            throw new AssertionError("not a reply: " + answer);
        }
        return reply;
    }

    /** The text of what a use case answers to {@code query}. */
    public static <Q> String text(Function<Q, CompletionStage<ProtectedAnswer>> answer, Q query) {
        return text(answer(answer.apply(query)));
    }

    /** The text of a reply. */
    public static String text(ProtectedAnswer answer) {
        return new String(reply(answer).bytes(), StandardCharsets.UTF_8);
    }

    /** A one-rule, accepted benchmark without a date. */
    public static Benchmark benchmark(String id, String title, String version, String release) {
        return revision(id, title, "accepted", version, release, null, 1);
    }

    /** A revision of one rule, accepted, titled after its id ({@code One_STIG}: "One STIG Security Technical Implementation Guide"). */
    public static Benchmark stig(String id, String version, String release) {
        return revision(id, id.replace('_', ' ') + " Security Technical Implementation Guide", "accepted", version, release, null, 1);
    }

    /** The label of the revision a slug serves. */
    public static String servedLabel(PublishedBenchmarks published, String slug) {
        return published.served(new Slug(slug)).orElseThrow().revision().label();
    }

    /** A benchmark whose source hash depends on every argument, so different revisions have different keys. */
    public static Benchmark revision(String id, String title, String status, String version, String release,
                                     LocalDate date, int rules) {
        return revision(id, title, status, version, release, date, 1, rules);
    }

    /** The same, with rules numbered from {@code firstRule} ({@code SV-<n>r1_rule}), for benchmarks that share no rule id. */
    public static Benchmark revision(String id, String title, String status, String version, String release,
                                     LocalDate date, int firstRule, int rules) {
        List<Rule> ruleList = new ArrayList<>();
        for (int i = firstRule; i < firstRule + rules; i++) {
            ruleList.add(new Rule("V-" + i, "SRG-" + i, "SV-" + i + "r1_rule", "X-" + i, Severity.HIGH, "10.0", "Rule " + i,
                    null, List.of(), List.of(new Ident(Ident.CCI_SYSTEM, "CCI-000366")), null, null));
        }
        byte[] content = String.join("|", id, title, status, version, release, String.valueOf(date), String.valueOf(rules),
                        String.valueOf(firstRule))
                .getBytes(StandardCharsets.UTF_8);
        Benchmark benchmark = new Benchmark(id, title, null, new BenchmarkStatus(status, null), null, new Revision(version, release, date),
                null, null, SourceFile.of(id + "-" + version + "-" + release + ".xml", content), List.of(), ruleList);
        DOCUMENTS.put(benchmark.source().key(), new Written(benchmark, content));
        return benchmark;
    }

    /** A fake benchmark and the bytes of its fake document. */
    private record Written(Benchmark benchmark, byte[] content) {
    }

    /** What the publisher and the import read documents as, with a benchmark reader and no CCI lists or SCAP benchmarks among them. */
    public static DocumentContent content(BenchmarkReader reader) {
        return new DocumentContent(reader, document -> Optional.empty(), document -> Optional.empty());
    }

    /** Every fake benchmark made, by the key of its document: what {@link #READER} reads them back as. */
    private static final Map<ContentKey, Written> DOCUMENTS = new ConcurrentHashMap<>();

    /** Reads the document of a fake benchmark as that benchmark; anything else is unreadable. */
    public static final BenchmarkReader READER = document -> Optional.ofNullable(DOCUMENTS.get(document.key())).map(Written::benchmark)
            .orElseThrow(() -> new UnreadableDocument("not a fake benchmark", null));

    /** The document a fake benchmark is read from. */
    public static Document document(Benchmark benchmark) {
        return new Document(new DocumentEntry(benchmark.source().key(), benchmark.source().fileName(), Instant.EPOCH),
                DOCUMENTS.get(benchmark.source().key()).content());
    }

    /** The bytes a store holds under a key. */
    public static byte[] documentBytes(Store store, ContentKey key) {
        return store.load(key).orElseThrow().content();
    }

    /** The catalog's objects over one store, wired as bootstrap wires them. */
    public record Catalog(CatalogPublisher publisher, CurrentPublication published, ModelCache models, RuleIndexer index, PublicationSearch search, Readiness readiness) {
    }

    /** The catalog over a store, not read yet. */
    public static Catalog catalog(Store store, DocumentContent content, RuleSearch search, int modelsKept, Clock clock) {
        StoredDocuments documents = new StoredDocuments(store, content, "a fake store");
        PublicationSearch catalogSearch = new PublicationSearch(search, documents, clock, modelsKept);
        CurrentPublication published = new CurrentPublication();
        Readiness readiness = new Readiness("a fake store", published, catalogSearch, clock);
        RuleIndexer index = new RuleIndexer();
        return new Catalog(new CatalogPublisher(documents, published, index, catalogSearch, readiness), published,
                new ModelCache(documents, modelsKept), index,
                catalogSearch, readiness);
    }

    /**
     * A publication over a store holding these benchmarks, read once and searchable, keeping 8 models. The store's
     * count of loads starts after that, so it counts what requests cost.
     */
    public static Catalog catalog(Store store) {
        Catalog published = catalog(store, content(READER), new NoRuleSearch(), 8, Clock.systemUTC());
        published.publisher().refresh();
        published.publisher().catchUpSearch();
        store.loads.set(0);
        return published;
    }

    /** What {@link #catalog(Store)} publishes, for tests that need only what it serves. */
    public static CurrentPublication published(Store store) {
        return catalog(store).published();
    }

    /** A store in memory that counts its reads and can be told to fail, so tests can prove what was or was not asked. */
    public static final class Store implements BenchmarkCatalog {
        private final Map<ContentKey, Benchmark> benchmarks = new LinkedHashMap<>();
        public final AtomicInteger revisionReads = new AtomicInteger();
        public final AtomicInteger loads = new AtomicInteger();
        public volatile String failure;
        /** Gives back other bytes than it was given, under the right key. */
        public volatile boolean corruptsContent;
        private final Map<ContentKey, Document> unreadable = new LinkedHashMap<>();
        /** What the store says it could not read (a library member cut short, say). */
        public volatile List<String> skippedParts = List.of();

        public Store(Benchmark... benchmarks) {
            for (Benchmark benchmark : benchmarks) {
                add(benchmark);
            }
        }

        public synchronized void add(Benchmark benchmark) {
            benchmarks.put(benchmark.source().key(), benchmark);
        }

        public synchronized void remove(Benchmark benchmark) {
            benchmarks.remove(benchmark.source().key());
        }

        /** Stores a document that is no fake benchmark, so the reader refuses it. */
        public synchronized void addUnreadable(Document document) {
            unreadable.put(document.key(), document);
        }

        @Override
        public synchronized List<DocumentEntry> documents() {
            revisionReads.incrementAndGet();
            if (failure != null) {
                throw new IllegalStateException(failure);
            }
            return java.util.stream.Stream.concat(benchmarks.values().stream().map(benchmark -> document(benchmark).entry()),
                    unreadable.values().stream().map(Document::entry)).toList();
        }

        @Override
        public List<String> unreadable() {
            return skippedParts;
        }

        @Override
        public synchronized Optional<Document> load(ContentKey key) {
            loads.incrementAndGet();
            Optional<Document> found = Optional.ofNullable(benchmarks.get(key)).map(Fakes::document).or(() -> Optional.ofNullable(unreadable.get(key)));
            return corruptsContent ? found.map(document -> new Document(document.entry(), new byte[]{1})) : found;
        }
    }

    /** Answers per token fingerprint at once; counts calls so tests can prove a call did or did not happen. */
    public static final class Validator implements TokenValidator {
        private final Map<String, TokenVerdict> verdicts;
        public int calls;

        public Validator(Map<String, TokenVerdict> verdictsByToken) {
            this.verdicts = verdictsByToken;
        }

        @Override
        public CompletionStage<TokenVerdict> validate(AccessToken token) {
            calls++;
            return CompletableFuture.completedFuture(verdicts.entrySet().stream()
                    .filter(e -> AccessToken.parse(e.getKey()).orElseThrow().equals(token))
                    .map(Map.Entry::getValue).findFirst().orElse(TokenVerdict.invalid()));
        }
    }

    /** A renderer of a format named {@code name} ({@code text/<name>}) at a version; subclasses say what they write. */
    public abstract static class NamedRenderer<T> implements Renderer<T> {
        private final Format format;

        protected NamedRenderer(String name, String version) {
            this.format = new Format(name, "text/" + name, version);
        }

        @Override
        public Format format() {
            return format;
        }
    }

    /** A JSON renderer that writes nothing and keeps what it was last asked to write, so a test reads what a service made. */
    public static final class Capturing<T> extends NamedRenderer<T> {
        public T last;

        public Capturing() {
            super("json", "1");
        }

        @Override
        public void write(T document, OutputStream out) {
            last = document;
        }
    }

    public static final class NamedExporter extends NamedRenderer<Export> implements Exporter {
        /** How many documents it wrote. */
        public int writes;

        public NamedExporter(String name) {
            this(name, "1");
        }

        public NamedExporter(String name, String version) {
            super(name, version);
        }

        @Override
        public void write(Export export, OutputStream out) throws java.io.IOException {
            writes++;
            Benchmark benchmark = export.benchmark();
            out.write((format().name() + ":" + benchmark.benchmarkId()).getBytes(StandardCharsets.UTF_8));
        }
    }
}
