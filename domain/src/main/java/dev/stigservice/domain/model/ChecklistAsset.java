package dev.stigservice.domain.model;

import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * What a checklist assesses: STIG Viewer's asset (CKL) or target data (CKLB). Every field may be empty, as in a
 * checklist STIG Viewer makes from a benchmark; STIG Manager needs a host name to import one.
 *
 * @param role       {@code None}, {@code Workstation}, {@code Member Server} or {@code Domain Controller} in a checklist
 *                   made here; whatever an uploaded one says, kept as it is
 * @param type       {@code Computing} or {@code Non-Computing}
 * @param techArea   STIG Viewer's technology area; empty unless an uploaded checklist names one
 * @param comment    the target comment
 * @param marking    the checklist's classification marking as the upload gave it (a CKL's {@code MARKING}, a CKLB's
 *                   {@code target_data.classification}); null in a checklist made here, where each format writes what
 *                   STIG Viewer writes in a new one. An upgrade keeps it as uploaded: it must not unmark a CUI checklist.
 */
public record ChecklistAsset(String hostName, String fqdn, String ip, String mac, String role, String type,
                             String techArea, String comment, boolean webOrDatabase, String webDbSite, String webDbInstance,
                             String marking) {

    /** The roles STIG Viewer offers. */
    public static final List<String> ROLES = List.of("None", "Workstation", "Member Server", "Domain Controller");
    public static final ChecklistAsset NONE = new ChecklistAsset(null, null, null, null, null, null, null, null, false, null, null, null);

    // The same patterns as the OpenAPI document's parameters Fqdn, Ip and Mac (components.yml).
    private static final Pattern FQDN = Pattern.compile("[A-Za-z0-9_]([A-Za-z0-9_.-]{0,252}[A-Za-z0-9_.])?");
    private static final Pattern IP = Pattern.compile("(\\d{1,3}(\\.\\d{1,3}){3})|([0-9A-Fa-f]{0,4}(:[0-9A-Fa-f]{0,4}){2,7})");
    private static final Pattern MAC = Pattern.compile("[0-9A-Fa-f]{2}([:-][0-9A-Fa-f]{2}){5}");
    private static final Pattern NO_MAC = Pattern.compile("00([:-]00){5}");
    private static final Pattern LOOPBACK_V6 = Pattern.compile("(0{0,4}:){2,7}0{0,3}1");

    public ChecklistAsset {
        hostName = ChecklistText.line(hostName, "host name");
        fqdn = ChecklistText.line(fqdn, "FQDN");
        ip = ChecklistText.line(ip, "IP address");
        mac = ChecklistText.line(mac, "MAC address");
        role = Objects.requireNonNullElse(ChecklistText.line(role, "role"), "None");
        type = Objects.requireNonNullElse(ChecklistText.line(type, "asset type"), "Computing");
        techArea = ChecklistText.line(techArea, "technology area");
        comment = ChecklistText.bounded(comment, "target comment");
        webDbSite = ChecklistText.line(webDbSite, "web or database site");
        webDbInstance = ChecklistText.line(webDbInstance, "web or database instance");
        marking = ChecklistText.line(marking, "marking");
    }

    /**
     * The asset a caller describes when asking for a blank checklist; each value as sent, null when not sent. The host
     * name may be any one line of text; the others must have their shape (a DNS name, an IPv4 or IPv6 address, a MAC
     * address, one of {@link #ROLES}).
     *
     * @throws IllegalArgumentException naming the parameter that is malformed; it quotes nothing the caller sent
     */
    public static ChecklistAsset described(String hostName, String fqdn, String ip, String mac, String role) {
        require(fqdn, FQDN, "fqdn must be a DNS name");
        require(ip, IP, "ip must be an IPv4 or IPv6 address");
        require(mac, MAC, "mac must be six hexadecimal pairs separated by ':' or '-'");
        if (role != null && !ROLES.contains(role)) {
            throw new IllegalArgumentException("role must be one of " + String.join(", ", ROLES));
        }
        ChecklistText.line(hostName, "host");
        return new ChecklistAsset(hostName, fqdn, ip, mac, role, null, null, null, false, null, null, null);
    }

    /**
     * The asset a scan names: its host name (the first line of it), its FQDN, its first IPv4 address other than loopback
     * (or else its first other address) and its first MAC address other than all zeros; each only when it has the shape
     * {@link #described} asks for, so a scanner's odd value leaves the field empty rather than refusing the scan.
     */
    public static ChecklistAsset scanned(ScanTarget target) {
        String host = target.hostName() == null ? null : target.hostName().lines().findFirst().map(String::strip).orElse(null);
        if (host != null && host.length() > ChecklistText.MAX_SHORT_TEXT) {
            host = null;
        }
        String fqdn = target.fqdn() != null && FQDN.matcher(target.fqdn()).matches() ? target.fqdn() : null;
        List<String> ips = target.ips().stream().filter(ip -> IP.matcher(ip).matches()).toList();
        String ip = ips.stream().filter(address -> address.contains(".") && !address.startsWith("127.")).findFirst()
                .or(() -> ips.stream().filter(address -> !address.startsWith("127.") && !LOOPBACK_V6.matcher(address).matches()).findFirst())
                .orElse(null);
        String mac = target.macs().stream().filter(address -> MAC.matcher(address).matches() && !NO_MAC.matcher(address).matches())
                .findFirst().orElse(null);
        return new ChecklistAsset(host, fqdn, ip, mac, null, null, null, null, false, null, null, null);
    }

    /**
     * This asset with the fields a caller sent in place of its own; each value as sent, null to keep the asset's. Checked
     * as {@link #described} checks them.
     *
     * @throws IllegalArgumentException naming the parameter that is malformed
     */
    public ChecklistAsset overriddenBy(String hostName, String fqdn, String ip, String mac, String role) {
        ChecklistAsset sent = described(hostName, fqdn, ip, mac, role);
        return new ChecklistAsset(or(sent.hostName, this.hostName), or(sent.fqdn, this.fqdn), or(sent.ip, this.ip), or(sent.mac, this.mac),
                role != null ? sent.role : this.role, type, techArea, comment, webOrDatabase, webDbSite, webDbInstance, marking);
    }

    private static String or(String sent, String own) {
        return sent != null ? sent : own;
    }

    private static void require(String value, Pattern shape, String message) {
        if (value != null && !shape.matcher(value).matches()) {
            throw new IllegalArgumentException(message);
        }
    }
}
