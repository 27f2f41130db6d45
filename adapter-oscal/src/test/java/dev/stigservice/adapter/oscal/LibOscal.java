package dev.stigservice.adapter.oscal;

import gov.nist.secauto.metaschema.core.metapath.DynamicContext;
import gov.nist.secauto.metaschema.core.metapath.StaticContext;
import gov.nist.secauto.metaschema.core.metapath.item.node.IDocumentNodeItem;
import gov.nist.secauto.metaschema.core.model.validation.IValidationFinding;
import gov.nist.secauto.metaschema.core.model.validation.IValidationResult;
import gov.nist.secauto.metaschema.core.model.validation.JsonSchemaContentValidator;
import gov.nist.secauto.metaschema.core.model.validation.XmlSchemaContentValidator;
import gov.nist.secauto.metaschema.databind.IBindingContext;
import gov.nist.secauto.metaschema.databind.io.DeserializationFeature;
import gov.nist.secauto.metaschema.databind.io.Format;
import gov.nist.secauto.metaschema.databind.io.IBoundLoader;
import gov.nist.secauto.oscal.lib.OscalBindingContext;
import gov.nist.secauto.oscal.lib.OscalModelConstants;
import gov.nist.secauto.oscal.lib.model.Catalog;
import gov.nist.secauto.oscal.lib.profile.resolver.ProfileResolver;

import javax.xml.transform.stream.StreamSource;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * NIST's reference implementation (liboscal-java 5.2.0) as the judge of every document the tests render: OSCAL's
 * schema (JSON Schema or XSD, as shipped in the library) and then every Metaschema constraint of the model
 * (allowed values, cross-references, uniqueness). Each finding, whatever its level, is returned as one line.
 */
final class LibOscal {

    static {
        // liboscal-java's selection asserts that a group's selection equals its match, which failed resolving Kubernetes'
        // profile against NIST's rev 4 catalog (5.2.0, ControlSelectionVisitor line 113); users run the resolver (oscal-cli)
        // without -ea, and so do these tests.
        OscalBindingContext.class.getClassLoader().setPackageAssertionStatus("gov.nist.secauto.oscal.lib.profile.resolver.selection", false);
    }

    private static JsonSchemaContentValidator jsonSchema;
    private static XmlSchemaContentValidator xmlSchema;

    private LibOscal() {
    }

    /** The findings on a document in JSON ({@code json}) or XML; empty when liboscal-java finds nothing. */
    static synchronized List<String> findings(byte[] document, boolean json) {
        try {
            Path file = Files.createTempFile("oscal-", json ? ".json" : ".xml");
            try {
                Files.write(file, document);
                URI uri = file.toUri();
                List<String> findings = new ArrayList<>();
                IValidationResult schema = json ? jsonSchema().validate(new ByteArrayInputStream(document), uri)
                        : xmlSchema().validate(new ByteArrayInputStream(document), uri);
                collect(schema, "schema", findings);
                IBindingContext context = OscalBindingContext.instance();
                IBoundLoader loader = context.newBoundLoader();
                loader.setUriResolver(LibOscal::offline);
                collect(context.validate(loader.loadAsNodeItem(uri), loader, null), "constraint", findings);
                return findings;
            } finally {
                Files.deleteIfExists(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Profile constraints resolve the imported catalog. This machine has no network: NIST's SP 800-53 rev 4 catalog
     * is answered by a stand-in holding the controls that DISA's CCI list names (its own reading, {@link NistStandIn}),
     * so a profile selecting a control outside them fails. {@code -Doscal.nist.rev4=<NIST_SP-800-53_rev4_catalog.json>}
     * resolves NIST's own catalog from a file instead.
     */
    private static URI offline(URI uri) {
        if (!uri.toString().equals(NistStandIn.REV4)) {
            return uri;
        }
        String nist = System.getProperty("oscal.nist.rev4");
        return nist == null || nist.isBlank() ? NistStandIn.catalog() : Path.of(nist).toUri();
    }

    /**
     * The profile resolved as a user's tooling resolves it: liboscal-java's {@link ProfileResolver}, its import answered
     * by NIST's own catalog ({@link NistCatalogs#offline}); the resolved catalog, in OSCAL's JSON.
     */
    static synchronized byte[] resolve(byte[] profile, boolean json) throws Exception {
        Path file = Files.createTempFile("oscal-profile-", json ? ".json" : ".xml");
        try {
            Files.write(file, profile);
            IBoundLoader loader = OscalBindingContext.instance().newBoundLoader();
            loader.disableFeature(DeserializationFeature.DESERIALIZE_VALIDATE_CONSTRAINTS);
            loader.setUriResolver(NistCatalogs::offline);
            DynamicContext context = new DynamicContext(StaticContext.builder().defaultModelNamespace(OscalModelConstants.NS_OSCAL).build());
            context.setDocumentLoader(loader);
            IDocumentNodeItem resolved = new ProfileResolver(context, (uri, base) -> NistCatalogs.offline(base.resolve(uri))).resolve(file);
            Catalog catalog = (Catalog) resolved.getRootAssemblyNodeItem().getValue();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            OscalBindingContext.instance().newSerializer(Format.JSON, Catalog.class).serialize(catalog, out);
            return out.toByteArray();
        } finally {
            Files.deleteIfExists(file);
        }
    }

    private static void collect(IValidationResult result, String kind, List<String> findings) {
        for (IValidationFinding finding : result.getFindings()) {
            findings.add(kind + " " + finding.getSeverity() + " " + finding.getIdentifier() + " at " + finding.getPath() + ": "
                    + finding.getMessage());
        }
    }

    private static JsonSchemaContentValidator jsonSchema() throws IOException {
        if (jsonSchema == null) {
            try (InputStream schema = resource("schema/json/oscal-complete_schema.json").openStream()) {
                jsonSchema = new JsonSchemaContentValidator(schema);
            }
        }
        return jsonSchema;
    }

    private static XmlSchemaContentValidator xmlSchema() throws IOException {
        if (xmlSchema == null) {
            URL schema = resource("schema/xml/oscal-complete_schema.xsd");
            xmlSchema = new XmlSchemaContentValidator(List.of(new StreamSource(schema.openStream(), schema.toString())));
        }
        return xmlSchema;
    }

    private static URL resource(String name) {
        return Objects.requireNonNull(OscalBindingContext.class.getClassLoader().getResource(name), name + " in liboscal-java");
    }
}
