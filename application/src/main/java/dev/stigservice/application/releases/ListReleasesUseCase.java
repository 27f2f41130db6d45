package dev.stigservice.application.releases;

/** In-port: every stored revision as a release feed, newest first, a page at a time; public. */
public interface ListReleasesUseCase {

    ReleasePage list(ListReleasesQuery query);
}
