package dev.stigservice.domain.model;

import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;

/** Texts made of up to {@code maxPieces} pieces drawn at random, the same for the same seed: inputs for checking a parser against a reference. */
public final class GeneratedTexts {

    private GeneratedTexts() {
    }

    public static List<String> of(long seed, int count, int maxPieces, String... pieces) {
        Random random = new Random(seed);
        return IntStream.range(0, count).mapToObj(i -> {
            StringBuilder text = new StringBuilder();
            int length = random.nextInt(maxPieces + 1);
            for (int piece = 0; piece < length; piece++) {
                text.append(pieces[random.nextInt(pieces.length)]);
            }
            return text.toString();
        }).toList();
    }
}
