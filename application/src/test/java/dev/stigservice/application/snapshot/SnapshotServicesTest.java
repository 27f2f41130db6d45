package dev.stigservice.application.snapshot;

import dev.stigservice.application.answer.Refusal;
import dev.stigservice.application.answer.Reply;
import dev.stigservice.application.Fakes;
import dev.stigservice.application.answer.ProtectedAnswer;
import dev.stigservice.application.imports.ImportReport;
import dev.stigservice.domain.model.AccessToken;
import dev.stigservice.domain.model.ContentKey;
import dev.stigservice.domain.model.Credentials;
import dev.stigservice.domain.model.Document;
import dev.stigservice.domain.model.DocumentEntry;
import dev.stigservice.domain.model.RefusedSnapshot;
import dev.stigservice.domain.model.Sha256;
import dev.stigservice.domain.model.TokenVerdict;
import dev.stigservice.domain.port.BenchmarkArchive;
import dev.stigservice.domain.port.BenchmarkCatalog;
import dev.stigservice.domain.port.SnapshotFormat;
import dev.stigservice.domain.port.SnapshotSigner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The three snapshot services against fakes of their ports (a store and archive in memory, a signer whose signature is a
 * hash of its name and the message, a container of framed entries): what a snapshot holds and leaves out, that an
 * import checks everything before it stores anything, and the snapshot route on the protected path.
 */
class SnapshotServicesTest {

    private static final Instant MONDAY = Instant.parse("2026-11-02T00:00:00Z");
    private static final Instant TUESDAY = Instant.parse("2026-11-03T00:00:00Z");
    private static final Document A = Document.of("a.xml", "first".getBytes(StandardCharsets.UTF_8), MONDAY);
    private static final Document B = Document.of("b.xml", "second".getBytes(StandardCharsets.UTF_8), TUESDAY);

    @TempDir
    Path folder;

    private final Library sender = new Library(A, B);
    private final Library receiver = new Library();
    private final Framed format = new Framed();
    private final ExportSnapshotService export = new ExportSnapshotService(sender, format, new Signer("ours"));
    private final ImportSnapshotService importer = importerTrusting("ours");

    /** A store and an archive in memory; {@link #corrupt} makes it give other bytes under a key. */
    private static final class Library implements BenchmarkCatalog, BenchmarkArchive {
        final Map<ContentKey, Document> documents = new LinkedHashMap<>();

        Library(Document... documents) {
            for (Document document : documents) {
                this.documents.put(document.key(), document);
            }
        }

        void corrupt(Document document) {
            documents.put(document.key(), new Document(document.entry(), "other".getBytes(StandardCharsets.UTF_8)));
        }

        @Override
        public List<DocumentEntry> documents() {
            return documents.values().stream().map(Document::entry).toList();
        }

        @Override
        public Optional<Document> load(ContentKey key) {
            return Optional.ofNullable(documents.get(key));
        }

        @Override
        public boolean save(Document document) {
            return documents.putIfAbsent(document.key(), document) == null;
        }
    }

    /** Signs with the hash of its name and the message; a null name is an instance without a key. */
    private record Signer(String name) implements SnapshotSigner {
        @Override
        public boolean canSign() {
            return name != null;
        }

        @Override
        public byte[] sign(byte[] message) {
            return Sha256.hex((name + ":" + Sha256.hex(message)).getBytes(StandardCharsets.UTF_8)).getBytes(StandardCharsets.US_ASCII);
        }
    }

    private ImportSnapshotService importerTrusting(String trusted) {
        return new ImportSnapshotService(format, (message, signature) -> java.util.Arrays.equals(signature, new Signer(trusted).sign(message))
                ? Optional.of(trusted) : Optional.empty(), Fakes.content(Fakes.READER), receiver);
    }

    /** Entries as name, length and bytes after a magic word: the container's own checks are the zip adapter's, not these tests'. */
    private static final class Framed implements SnapshotFormat {
        private static final String MAGIC = "FRAMED";

        @Override
        public boolean holdsSnapshot(Path file) {
            try (DataInputStream in = new DataInputStream(Files.newInputStream(file))) {
                return in.readUTF().equals(MAGIC);
            } catch (IOException e) {
                return false;
            }
        }

        @Override
        public Writer write(OutputStream out) throws IOException {
            DataOutputStream data = new DataOutputStream(out);
            data.writeUTF(MAGIC);
            return new Writer() {
                @Override
                public void add(String name, byte[] content) throws IOException {
                    data.writeUTF(name);
                    data.writeInt(content.length);
                    data.write(content);
                }

                @Override
                public void close() throws IOException {
                    data.flush();
                }
            };
        }

        @Override
        public Opened open(Path file) throws IOException {
            Map<String, byte[]> entries = entries(file);
            return new Opened() {
                @Override
                public List<String> names() {
                    return List.copyOf(entries.keySet());
                }

                @Override
                public InputStream read(String name) {
                    return new ByteArrayInputStream(entries.get(name));
                }

                @Override
                public void close() {
                }
            };
        }

        static Map<String, byte[]> entries(Path file) throws IOException {
            Map<String, byte[]> entries = new LinkedHashMap<>();
            try (DataInputStream in = new DataInputStream(Files.newInputStream(file))) {
                in.readUTF();
                while (in.available() > 0) {
                    String name = in.readUTF();
                    entries.put(name, in.readNBytes(in.readInt()));
                }
            }
            return entries;
        }

        void rewrite(Path file, Map<String, byte[]> entries) throws IOException {
            try (OutputStream out = Files.newOutputStream(file); Writer writer = write(out)) {
                for (Map.Entry<String, byte[]> entry : entries.entrySet()) {
                    writer.add(entry.getKey(), entry.getValue());
                }
            }
        }
    }

    private Path written(ExportSnapshotQuery query) throws Exception {
        Path file = Files.createTempFile(folder, "snapshot", ".bin");
        try (OutputStream out = Files.newOutputStream(file)) {
            export.writeSnapshot(export.signSnapshot(query), out);
        }
        return file;
    }

    private ImportReport imported(Path snapshot, List<String> progress) throws Exception {
        return importer.importSnapshot(new ImportSnapshotCommand(snapshot, progress::add));
    }

    @Test
    void aSnapshotCarriesEveryDocumentWithTheTimeItWasStored() throws Exception {
        Path snapshot = written(ExportSnapshotQuery.everything());
        assertThat(importer.isSnapshot(snapshot)).isTrue();
        List<String> progress = new ArrayList<>();
        assertThat(imported(snapshot, progress)).isEqualTo(new ImportReport(2, 0, List.of()));
        assertThat(receiver.documents.values()).containsExactlyInAnyOrder(A, B);
        assertThat(receiver.documents.get(B.key()).storedAt()).isEqualTo(TUESDAY);
        assertThat(progress.getFirst()).startsWith("Verified ").contains("signed by ours, 2 documents (11 bytes)");
        assertThat(imported(snapshot, new ArrayList<>())).as("imported again").isEqualTo(new ImportReport(0, 2, List.of()));
    }

    @Test
    void aSnapshotLeavesOutWhatTheReceiverHolds() throws Exception {
        assertThat(export.signSnapshot(new ExportSnapshotQuery(Optional.empty(), Optional.of(MONDAY))).manifest().keys())
                .containsExactly(B.key());
        sender.documents.remove(B.key());
        Path earlier = written(ExportSnapshotQuery.everything());
        sender.documents.put(B.key(), B);
        assertThat(export.signSnapshot(new ExportSnapshotQuery(Optional.of(earlier), Optional.empty())).manifest().keys())
                .containsExactly(B.key());
    }

    @Test
    void aDocumentThatIsNotItsKeyIsRefusedBeforeAnythingIsSigned() {
        sender.corrupt(B);
        assertThatThrownBy(() -> export.signSnapshot(ExportSnapshotQuery.everything()))
                .isInstanceOf(IOException.class).hasMessageContaining("other bytes for document " + B.key());
    }

    @Test
    void anUntrustedSignerOrAChangedEntryIsRefusedAndNothingIsStored() throws Exception {
        Path snapshot = written(ExportSnapshotQuery.everything());
        assertThatThrownBy(() -> importerTrusting("theirs").importSnapshot(new ImportSnapshotCommand(snapshot, line -> { })))
                .isInstanceOf(RefusedSnapshot.class).hasMessage("entry SHA256SUMS.sig: not a signature of SHA256SUMS by a trusted key");

        Map<String, byte[]> entries = Framed.entries(snapshot);
        String entryOfB = entries.keySet().stream().filter(name -> name.contains(B.key().sha256())).findFirst().orElseThrow();
        entries.put(entryOfB, "changed".getBytes(StandardCharsets.UTF_8));
        format.rewrite(snapshot, entries);
        assertThatThrownBy(() -> imported(snapshot, new ArrayList<>()))
                .isInstanceOf(RefusedSnapshot.class).hasMessage("entry " + entryOfB + ": its SHA-256 differs from SHA256SUMS");

        entries = Framed.entries(written(ExportSnapshotQuery.everything()));
        entries.put("extra.xml", new byte[]{1});
        format.rewrite(snapshot, entries);
        assertThatThrownBy(() -> imported(snapshot, new ArrayList<>()))
                .isInstanceOf(RefusedSnapshot.class).hasMessage("entry extra.xml: not in SHA256SUMS");
        assertThat(receiver.documents).isEmpty();
    }

    @Test
    void theSnapshotRouteIsAProtectedAnswerRenderedForItsRequestOnly() {
        Fakes.Validator validator = new Fakes.Validator(Map.of("good", TokenVerdict.valid()));
        Credentials good = AccessToken.parse("good").orElseThrow();
        DownloadSnapshotService route = new DownloadSnapshotService(Fakes.answers(validator, Fakes.published(new Fakes.Store())),
                export, sender, new Signer("ours"));
        assertThat(Fakes.answer(route.download(new DownloadSnapshotQuery(Credentials.NONE, "yesterday")))).isInstanceOf(Refusal.Unauthorized.class);
        assertThat(Fakes.answer(route.download(new DownloadSnapshotQuery(good, "yesterday"))))
                .isEqualTo(new Refusal.BadRequest("since is not a time such as 2026-11-01T00:00:00Z"));
        // What Instant.parse takes and RFC 3339, as the contract declares since, does not.
        for (String outside : List.of("2026-11-01T24:00:00Z", "2026-11-01T00:00:00+01:00:30", "0097-09-08T06:27:55.94-18:43")) {
            assertThat(Fakes.answer(route.download(new DownloadSnapshotQuery(good, outside)))).as(outside).isInstanceOf(Refusal.BadRequest.class);
        }
        assertThat(Fakes.answer(route.download(new DownloadSnapshotQuery(good, "2026-11-01t00:00:00.123456789-18:00"))))
                .isInstanceOf(Reply.class);
        DownloadSnapshotService keyless = new DownloadSnapshotService(Fakes.answers(validator, Fakes.published(new Fakes.Store())), export, sender, new Signer(null));
        assertThat(Fakes.answer(keyless.download(new DownloadSnapshotQuery(good, null))))
                .isEqualTo(new Refusal.NotFound("This instance offers no snapshots (it has no signing key)"));

        Reply all = Fakes.reply(route.download(new DownloadSnapshotQuery(good, null)));
        assertThat(all.fileName()).isEqualTo("stig-snapshot.zip");
        assertThat(all.mediaType()).isEqualTo("application/zip");
        assertThat(Fakes.text(route::download, new DownloadSnapshotQuery(good, null))).contains("a.xml", "b.xml");
        Reply sinceMonday = Fakes.reply(route.download(new DownloadSnapshotQuery(good, MONDAY.toString())));
        assertThat(Fakes.text(route::download, new DownloadSnapshotQuery(good, MONDAY.toString())))
                .contains("b.xml").doesNotContain("a.xml");
        assertThat(sinceMonday.version()).isNotEqualTo(all.version());
        assertThat(Fakes.reply(route.download(new DownloadSnapshotQuery(good, null))).version())
                .as("the same entries signed by the same key: a mirror that holds it is told so").isEqualTo(all.version());
        assertThat(all.reused()).as("as large as the library: never kept").isFalse();
    }
}
