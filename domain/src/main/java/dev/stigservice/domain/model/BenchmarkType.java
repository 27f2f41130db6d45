package dev.stigservice.domain.model;

import java.util.Locale;

/** A Security Requirements Guide states requirements for a technology; a STIG applies them to a product. */
public enum BenchmarkType {
    STIG, SRG;

    public static BenchmarkType fromTitle(String title) {
        return title.toLowerCase(Locale.ROOT).contains("security requirements guide") ? SRG : STIG;
    }
}
