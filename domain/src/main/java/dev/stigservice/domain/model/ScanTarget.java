package dev.stigservice.domain.model;

import java.util.List;

/**
 * The machine a scan ran on, as the results name it: the {@code target} and {@code target-address} elements and the
 * {@code target-facts} a scanner adds (host name, FQDN, IPv4 and IPv6 addresses, MAC addresses). Any may be missing.
 *
 * @param hostName the host name fact, or else the {@code target} element; null when neither
 * @param fqdn     the FQDN fact; null when none
 * @param ips      every address, in the results' order, without repeats
 * @param macs     every MAC address, in the results' order, without repeats
 */
public record ScanTarget(String hostName, String fqdn, List<String> ips, List<String> macs) {

    public static final ScanTarget NONE = new ScanTarget(null, null, List.of(), List.of());

    public ScanTarget {
        hostName = Text.blankToNull(hostName);
        fqdn = Text.blankToNull(fqdn);
        ips = ips.stream().map(String::strip).filter(ip -> !ip.isEmpty()).distinct().toList();
        macs = macs.stream().map(String::strip).filter(mac -> !mac.isEmpty()).distinct().toList();
    }
}
