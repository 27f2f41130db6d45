package dev.stigservice.adapter.oscal;

import java.util.List;
import java.util.UUID;

/**
 * What an OSCAL document of a benchmark holds, the same for its JSON and its XML: built once from the benchmark
 * ({@link OscalContent}) and written by either syntax, so the two cannot say different things.
 */
final class OscalModel {

    private OscalModel() {
    }

    /** A property; {@code oscal} for the names OSCAL defines itself ({@code label}), written without a namespace. */
    record Prop(String name, String value, boolean oscal) {
        static Prop of(String name, String value) {
            return new Prop(name, value, false);
        }
    }

    record Link(String href, String rel, String text) {
    }

    /**
     * A part's prose: paragraphs, or one block kept exactly as written (commands, file contents); {@code oscal} for the
     * names OSCAL defines itself ({@code statement}), written without a namespace.
     */
    record Part(String name, String text, boolean preformatted, boolean oscal) {
    }

    record Control(String id, String title, List<Prop> props, List<Link> links, List<Part> parts) {
    }

    /** A back-matter resource; description and link may be null. */
    record Resource(UUID uuid, String title, String description, String rlink, String mediaType) {
    }

    record Metadata(String title, String lastModified, String version, String documentId, List<Prop> props, String remarks) {
    }

    record Catalog(UUID uuid, Metadata metadata, List<Control> controls, List<Resource> resources) {
    }

    /** A profile importing one catalog, by a back-matter resource, and selecting controls by id (none: selects nothing). */
    record Profile(UUID uuid, Metadata metadata, UUID imported, List<String> controlIds, List<Resource> resources) {
    }

    /** The one party every document names: DISA, which created the benchmark. */
    static final UUID DISA = NameBasedUuid.of("party:DISA");
    static final String DISA_NAME = "Defense Information Systems Agency";
    static final String DISA_SHORT_NAME = "DISA";
}
