package dev.stigservice.adapter.storage.contract;

import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Where two models first differ, as a path into the records ({@code benchmark.rules[12].idents[1].value}) with the
 * expected and actual values, so a kit failure names the one field instead of printing two whole benchmarks.
 */
public final class ModelDifference {

    private static final int SHOWN_CHARACTERS = 80;

    private ModelDifference() {
    }

    /** The first difference in component order, or empty when the two are equal. */
    public static Optional<String> first(String name, Object expected, Object actual) {
        if (Objects.equals(expected, actual)) {
            return Optional.empty();
        }
        if (expected != null && actual != null && expected.getClass().isRecord() && expected.getClass() == actual.getClass()) {
            for (RecordComponent component : expected.getClass().getRecordComponents()) {
                Optional<String> difference = first(name + "." + component.getName(), value(component, expected), value(component, actual));
                if (difference.isPresent()) {
                    return difference;
                }
            }
        }
        if (expected instanceof List<?> expectedList && actual instanceof List<?> actualList) {
            // A lost or added element first: otherwise every element after it would be reported as changed.
            if (expectedList.size() != actualList.size()) {
                return Optional.of(name + ": expected " + expectedList.size() + " elements but got " + actualList.size());
            }
            for (int i = 0; i < expectedList.size(); i++) {
                Optional<String> difference = first(name + "[" + i + "]", expectedList.get(i), actualList.get(i));
                if (difference.isPresent()) {
                    return difference;
                }
            }
        }
        return Optional.of(name + ": expected " + shown(expected) + " but got " + shown(actual));
    }

    private static Object value(RecordComponent component, Object record) {
        try {
            return component.getAccessor().invoke(record);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String shown(Object value) {
        if (value == null) {
            return "null";
        }
        String text = value instanceof String string ? '"' + string + '"' : value.toString();
        text = text.replace("\n", "\\n");
        return text.length() > SHOWN_CHARACTERS ? text.substring(0, SHOWN_CHARACTERS) + "...(" + text.length() + " chars)" : text;
    }
}
