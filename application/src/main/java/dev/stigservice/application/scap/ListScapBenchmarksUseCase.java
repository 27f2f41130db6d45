package dev.stigservice.application.scap;

/** The public list of the SCAP benchmarks: their own kind, apart from the manual listing. */
public interface ListScapBenchmarksUseCase {

    ScapListing list();
}
