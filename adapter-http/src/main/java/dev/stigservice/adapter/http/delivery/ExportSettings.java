package dev.stigservice.adapter.http.delivery;

import com.sun.management.HotSpotDiagnosticMXBean;
import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.context.exceptions.ConfigurationException;
import io.micronaut.core.convert.format.ReadableBytes;
import jakarta.validation.constraints.Min;

import java.lang.management.ManagementFactory;

/**
 * The {@code stig.export.*} settings (defaults in application.yml, not in the record: Micronaut quietly replaces a
 * value it cannot convert with a {@code @Bindable} default, and a misspelt value must stop the start instead).
 *
 * @param cache the bound on the encoded bodies of protected answers kept in memory, and on the rendered documents the
 *              core keeps (bootstrap gives both the same bound)
 */
@ConfigurationProperties("stig.export")
public record ExportSettings(Cache cache) {

    /** @param maxBytes a size such as {@code 64MB}, {@code 512KB} or a number of bytes */
    @ConfigurationProperties("cache")
    public record Cache(@ReadableBytes @Min(value = 0, message = "stig.export.cache.max-bytes: '{validatedValue}' is not 0 or more") long maxBytes) {

        /** Encoded bodies are direct buffers: a bound the JVM cannot hold would fail downloads, not the start. */
        public Cache {
            long limit = directMemoryLimit();
            if (maxBytes > limit) {
                throw new ConfigurationException("stig.export.cache.max-bytes: " + maxBytes + " bytes do not fit in the JVM's "
                        + "direct memory (" + limit + " bytes): lower it or raise -XX:MaxDirectMemorySize");
            }
        }

        /** -XX:MaxDirectMemorySize, whose default (0) means as much as the maximum heap. */
        private static long directMemoryLimit() {
            String set = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class).getVMOption("MaxDirectMemorySize").getValue();
            long limit = Long.parseLong(set);
            return limit > 0 ? limit : Runtime.getRuntime().maxMemory();
        }
    }
}
