package com.example.shop.adapter.web.canary.holdsrole;

import com.example.shop.application.pricing.Prices;

/** Canary: an inbound adapter holding a role of the services' own, an interface in a package with no use case. */
public class PriceShortcut {
    Prices prices;
}
