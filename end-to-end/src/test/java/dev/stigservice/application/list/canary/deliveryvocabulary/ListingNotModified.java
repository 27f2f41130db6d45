package dev.stigservice.application.list.canary.deliveryvocabulary;

/** Canary for rule 'core-is-free-of-delivery-vocabulary': a 304 and its entity tag in the application ring. */
public record ListingNotModified(String entityTag) {
}
