package dev.stigservice.adapter.storage.contract;

import dev.stigservice.domain.model.Benchmark;
import dev.stigservice.domain.model.BenchmarkSummary;
import dev.stigservice.domain.model.Check;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.Ident;
import dev.stigservice.domain.model.Rule;
import dev.stigservice.domain.model.RuleDescription;
import dev.stigservice.domain.model.Sha256;
import dev.stigservice.domain.model.SourceFile;
import dev.stigservice.domain.port.BenchmarkCatalog;

import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

/**
 * Working stores made wrong on purpose, the way real backends go wrong, to prove that the contract kit catches each
 * mistake. They wrap any store, so the author of a new backend can run them over theirs too.
 */
public final class BrokenStores {

    /** A mistake: its name, and the store it makes of a working one. */
    public record Mistake(String name, UnaryOperator<StoreUnderTest> breaking) {
    }

    private BrokenStores() {
    }

    public static List<Mistake> all() {
        return List.of(
                new Mistake("drops legacy idents", models(b -> rules(b, r -> rule(r,
                        r.idents().stream().filter(ident -> !ident.isLegacy()).toList(), r.description(), r.check())))),
                new Mistake("reorders idents", models(b -> rules(b, r -> rule(r,
                        r.idents().stream().sorted(Comparator.comparing(ident -> !ident.isCci())).toList(), r.description(), r.check())))),
                new Mistake("reorders rules", models(b -> withRules(b, b.rules().reversed()))),
                new Mistake("drops one value of a repeated tag", models(b -> rules(b, r -> rule(r, r.idents(),
                        firstResponsibilityOnly(r.description()), r.check())))),
                new Mistake("stores an absent value as empty", models(b -> rules(b, r -> rule(r, r.idents(), r.description(),
                        r.check().contentRef() == null ? new Check(r.check().system(), new Check.CheckContentRef(null, null), r.check().content()) : r.check())))),
                new Mistake("truncates long text", models(b -> strings(b, s -> s.length() > 4000 ? s.substring(0, 4000) : s))),
                new Mistake("folds whitespace", models(b -> strings(b, s -> s.strip().replaceAll("\\s+", " ")))),
                new Mistake("loses non-ASCII text", models(b -> strings(b, s -> s.replaceAll("[^\\x00-\\x7F]", "?")))),
                new Mistake("serves an older revision's model under a newer key", BrokenStores::olderModelUnderNewerKey),
                new Mistake("loses a revision on re-import", BrokenStores::keepsOnlyTheLastRevisionPerBenchmark),
                new Mistake("changes keys across a restart", BrokenStores::newKeysAfterRestart));
    }

    /** Every model the store gives back passes through {@code change}. */
    private static UnaryOperator<StoreUnderTest> models(UnaryOperator<Benchmark> change) {
        return store -> wrap(store, catalog -> new Decorated(catalog) {
            @Override
            public Optional<Benchmark> load(ContentKey key) {
                return catalog.load(key).map(change);
            }
        });
    }

    private static StoreUnderTest olderModelUnderNewerKey(StoreUnderTest store) {
        return wrap(store, catalog -> new Decorated(catalog) {
            @Override
            public Optional<Benchmark> load(ContentKey key) {
                Optional<BenchmarkSummary> asked = catalog.revisions().stream().filter(s -> s.key().equals(key)).findFirst();
                Optional<BenchmarkSummary> oldest = asked.flatMap(a -> catalog.revisions().stream()
                        .filter(s -> s.benchmarkId().equals(a.benchmarkId())).min(Comparator.comparing(BenchmarkSummary::revision)));
                return catalog.load(oldest.map(BenchmarkSummary::key).orElse(key));
            }
        });
    }

    private static StoreUnderTest keepsOnlyTheLastRevisionPerBenchmark(StoreUnderTest store) {
        return wrap(store, catalog -> new Decorated(catalog) {
            @Override
            public List<BenchmarkSummary> revisions() {
                Map<String, BenchmarkSummary> newest = catalog.revisions().stream().collect(Collectors.toMap(
                        BenchmarkSummary::benchmarkId, Function.identity(), (a, b) -> a.revision().compareTo(b.revision()) >= 0 ? a : b));
                return List.copyOf(newest.values());
            }
        });
    }

    private static StoreUnderTest newKeysAfterRestart(StoreUnderTest store) {
        return wrap(store, catalog -> catalog, reopened -> new Decorated(reopened) {
            @Override
            public List<BenchmarkSummary> revisions() {
                return reopened.revisions().stream().map(s -> new BenchmarkSummary(s.slug(), s.benchmarkId(), s.title(), s.type(),
                        s.revision(), s.status(), new SourceFile(s.source().fileName(),
                        Sha256.hex(s.source().fileName().getBytes(StandardCharsets.UTF_8))), s.ruleCount(), s.severityCounts())).toList();
            }
        });
    }

    private static StoreUnderTest wrap(StoreUnderTest store, Function<BenchmarkCatalog, BenchmarkCatalog> breaking) {
        return wrap(store, breaking, breaking);
    }

    /** The store as it is, with its catalog seen through {@code running} and, after a restart, through {@code restarted}. */
    private static StoreUnderTest wrap(StoreUnderTest store, Function<BenchmarkCatalog, BenchmarkCatalog> running,
                                       Function<BenchmarkCatalog, BenchmarkCatalog> restarted) {
        return new StoreUnderTest() {
            @Override
            public void add(String fileName, byte[] xccdf) throws Exception {
                store.add(fileName, xccdf);
            }

            @Override
            public BenchmarkCatalog catalog() {
                return running.apply(store.catalog());
            }

            @Override
            public BenchmarkCatalog reopen() throws Exception {
                return restarted.apply(store.reopen());
            }

            @Override
            public void close() throws Exception {
                store.close();
            }
        };
    }

    /** Passes everything through unchanged; each mistake overrides what it breaks. */
    private static class Decorated implements BenchmarkCatalog {
        private final BenchmarkCatalog catalog;

        Decorated(BenchmarkCatalog catalog) {
            this.catalog = catalog;
        }

        @Override
        public List<BenchmarkSummary> revisions() {
            return catalog.revisions();
        }

        @Override
        public Optional<Benchmark> load(ContentKey key) {
            return catalog.load(key);
        }
    }

    private static Benchmark rules(Benchmark benchmark, UnaryOperator<Rule> change) {
        return withRules(benchmark, benchmark.rules().stream().map(change).toList());
    }

    private static Benchmark withRules(Benchmark b, List<Rule> rules) {
        return new Benchmark(b.benchmarkId(), b.title(), b.description(), b.status(), b.reference(), b.revision(), b.releaseInfo(),
                b.publication(), b.source(), b.profiles(), rules);
    }

    private static Rule rule(Rule r, List<Ident> idents, RuleDescription description, Check check) {
        return new Rule(r.groupId(), r.groupTitle(), r.ruleId(), r.stigId(), r.severity(), r.weight(), r.title(), description,
                r.references(), idents, check, r.fix());
    }

    private static RuleDescription firstResponsibilityOnly(RuleDescription d) {
        List<String> first = d.responsibility().stream().limit(1).toList();
        return new RuleDescription(d.discussion(), d.falsePositives(), d.falseNegatives(), d.documentable(), d.mitigations(),
                d.severityOverrideGuidance(), d.potentialImpacts(), d.thirdPartyTools(), d.mitigationControl(), first, d.iaControls());
    }

    /** Every text of the model through {@code change}, content hashes left alone. */
    private static Benchmark strings(Benchmark benchmark, UnaryOperator<String> change) {
        return (Benchmark) mapStrings(benchmark, change);
    }

    private static Object mapStrings(Object value, UnaryOperator<String> change) {
        if (value instanceof String text) {
            return change.apply(text);
        }
        if (value instanceof List<?> list) {
            return list.stream().map(element -> mapStrings(element, change)).toList();
        }
        if (value == null || !value.getClass().isRecord() || value instanceof SourceFile) {
            return value;
        }
        try {
            RecordComponent[] components = value.getClass().getRecordComponents();
            Object[] mapped = new Object[components.length];
            Class<?>[] types = new Class<?>[components.length];
            for (int i = 0; i < components.length; i++) {
                mapped[i] = mapStrings(components[i].getAccessor().invoke(value), change);
                types[i] = components[i].getType();
            }
            Constructor<?> canonical = value.getClass().getDeclaredConstructor(types);
            return canonical.newInstance(mapped);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
