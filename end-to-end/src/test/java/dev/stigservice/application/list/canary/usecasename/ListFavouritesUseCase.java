package dev.stigservice.application.list.canary.usecasename;

/** Makes this package a use case's, whose other open interfaces are in-ports too (FetchBenchmarks, the canary). */
public interface ListFavouritesUseCase {
}
