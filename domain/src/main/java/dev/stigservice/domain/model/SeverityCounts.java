package dev.stigservice.domain.model;

import java.util.List;

/** How many rules of a benchmark fall in each severity; {@code unknown} counts rules without one. */
public record SeverityCounts(int high, int medium, int low, int unknown) {

    public SeverityCounts {
        if (high < 0 || medium < 0 || low < 0 || unknown < 0) {
            throw new IllegalArgumentException("severity counts cannot be negative");
        }
    }

    public static SeverityCounts of(List<Rule> rules) {
        int high = 0;
        int medium = 0;
        int low = 0;
        int unknown = 0;
        for (Rule rule : rules) {
            switch (rule.severity()) {
                case HIGH -> high++;
                case MEDIUM -> medium++;
                case LOW -> low++;
                case null -> unknown++;
            }
        }
        return new SeverityCounts(high, medium, low, unknown);
    }
}
