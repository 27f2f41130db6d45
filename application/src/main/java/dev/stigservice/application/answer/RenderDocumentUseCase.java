package dev.stigservice.application.answer;

/** In-port: the bytes of a {@link Rendering} a protected use case answered with; it may load models and takes time. */
public interface RenderDocumentUseCase {

    byte[] render(Rendering rendering);
}
