package com.example.buckpal.adapter.out.persistence.canary.usesweb;

import com.example.buckpal.adapter.in.web.SendMoneyController;

/** Canary for adapters-are-isolated: one adapter using another. */
public record AuditTrail(SendMoneyController controller) {
}
