package dev.stigservice.application.protection;

import dev.stigservice.application.answer.RenderDocumentUseCase;
import dev.stigservice.application.answer.Rendering;

/** Renders what a protected use case answered with: its source is a {@link Rendition} only this core makes. */
public final class RenderDocumentService implements RenderDocumentUseCase {

    @Override
    public byte[] render(Rendering rendering) {
        if (!(rendering.source() instanceof Rendition<?> rendition)) {
            throw new IllegalArgumentException("a rendering is rendered from what a protected use case answered");
        }
        return rendition.render();
    }
}
