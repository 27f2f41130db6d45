package dev.stigservice.application.download.canary.carriesexporter;

/** The use case that hands RenderLater, the canary, across the in-port. */
public interface RenderLaterUseCase {

    RenderLater download();
}
