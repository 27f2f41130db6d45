package dev.stigservice.docs;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Kubernetes manifests in deploy/kubernetes parse, hold every object the operations guide names, and
 * keep the promises it makes: probes on the service's health endpoints, a restricted security context,
 * bounded memory, a shutdown longer than the service's own grace period, and only settings the README
 * documents. (No cluster here: what a cluster alone can check, such as schema versions, is not checked.)
 */
class DeploymentManifestsTest {

    private static final Path MANIFESTS = Path.of("deploy", "kubernetes");
    private static final Map<String, Map<String, Object>> BY_KIND = new HashMap<>();

    @BeforeAll
    @SuppressWarnings("unchecked")
    static void read() throws IOException {
        try (Stream<Path> files = Files.list(MANIFESTS)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".yaml")).toList()) {
                for (Object document : new Yaml().loadAll(Files.readString(file))) {
                    Map<String, Object> object = (Map<String, Object>) document;
                    BY_KIND.put((String) object.get("kind"), object);
                }
            }
        }
    }

    @Test
    void holdEveryObjectOfTheDeployment() {
        assertThat(BY_KIND).containsOnlyKeys("ConfigMap", "Secret", "Deployment", "Service", "HorizontalPodAutoscaler",
                "PodDisruptionBudget");
    }

    @Test
    void probesUseTheHealthEndpoints() {
        Map<String, Object> container = container();
        assertThat(at(container, "livenessProbe", "httpGet", "path")).isEqualTo("/health/liveness");
        assertThat(at(container, "readinessProbe", "httpGet", "path")).isEqualTo("/health/readiness");
        assertThat(at(container, "startupProbe", "httpGet", "path")).isEqualTo("/health/readiness");
    }

    @Test
    void runsRestricted() {
        Map<String, Object> pod = podSpec();
        assertThat(at(pod, "securityContext", "runAsNonRoot")).isEqualTo(true);
        assertThat(at(pod, "securityContext", "seccompProfile", "type")).isEqualTo("RuntimeDefault");
        assertThat(pod.get("automountServiceAccountToken")).isEqualTo(false);
        Map<String, Object> container = container();
        assertThat(at(container, "securityContext", "allowPrivilegeEscalation")).isEqualTo(false);
        assertThat(at(container, "securityContext", "readOnlyRootFilesystem")).isEqualTo(true);
        assertThat(at(container, "securityContext", "capabilities", "drop")).isEqualTo(List.of("ALL"));
        assertThat(at(container, "resources", "limits", "memory")).isNotNull();
        assertThat(at(container, "resources", "requests", "cpu")).isNotNull();
    }

    @Test
    void givesGracefulShutdownTheTimeItNeeds() throws IOException {
        String application = Files.readString(Path.of("..", "bootstrap", "src", "main", "resources", "application.yml"));
        int servicesGrace = Integer.parseInt(application.replaceAll("(?s).*grace-period: (\\d+)s.*", "$1"));
        int preStop = (Integer) at(container(), "lifecycle", "preStop", "sleep", "seconds");
        assertThat((Integer) podSpec().get("terminationGracePeriodSeconds")).isGreaterThan(servicesGrace + preStop);
    }

    @Test
    @SuppressWarnings("unchecked")
    void setsOnlyDocumentedSettings() throws IOException {
        String readme = Files.readString(Path.of("..", "README.md")).replace('-', '.');
        Map<String, Object> settings = new HashMap<>((Map<String, Object>) BY_KIND.get("ConfigMap").get("data"));
        settings.putAll((Map<String, Object>) BY_KIND.get("Secret").get("stringData"));
        assertThat(settings).containsKeys("STIG_STORAGE_BACKEND", "DATASOURCES_DEFAULT_URL", "DATASOURCES_DEFAULT_PASSWORD");
        for (String variable : settings.keySet()) {
            String property = variable.toLowerCase(Locale.ROOT).replace('_', '.');
            // The README's table names the first datasource property in full and the rest as ".username", ...
            String shortForm = property.replaceFirst("^datasources\\.default", "");
            assertThat(readme.contains("`" + property + "`") || readme.contains("`" + shortForm + "`")
                    || readme.contains("`" + variable + "`"))
                    .as(variable + " is documented in the README's configuration table").isTrue();
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> podSpec() {
        return (Map<String, Object>) at(BY_KIND.get("Deployment"), "spec", "template", "spec");
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> container() {
        return ((List<Map<String, Object>>) podSpec().get("containers")).getFirst();
    }

    @SuppressWarnings("unchecked")
    private static Object at(Map<String, Object> object, String... path) {
        Object current = object;
        for (String key : path) {
            current = current instanceof Map<?, ?> map ? ((Map<String, Object>) map).get(key) : null;
        }
        return current;
    }
}
