package dev.stigservice.archrules;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.lang.EvaluationResult;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** The rules on two example hexagons in other base packages: one that keeps every rule, one that breaks each once. */
class HexagonRulesTest {

    static final JavaClasses SHOP = Canaries.importWithoutCanaries("com.example.shop", location -> true);
    static final HexagonConventions SHOP_CONVENTIONS = HexagonConventions.forBasePackage("com.example.shop");
    static final HexagonRules SHOP_RULES = HexagonRules.of(SHOP_CONVENTIONS);

    /** For each rule, the class the broken example breaks it with and a piece of what the report must say. */
    private static final Map<String, String> BROKEN_BY = Map.ofEntries(
            Map.entry(HexagonRules.RINGS, "Order.cache> has type <com.example.brokenshop.adapter.memory.Cache> in (Order.java:0): the domain model must not know an outbound adapter 'memory'"),
            Map.entry(HexagonRules.CORE_IS_FRAMEWORK_FREE, "PlaceOrderService.status> has type <io.micronaut.http.HttpStatus"),
            Map.entry(HexagonRules.ADAPTERS_IMPLEMENT_DOMAIN_PORTS, "LocalCache implements com.example.brokenshop.adapter.memory.Cache, which is an outbound adapter 'memory', not an out-port"),
            Map.entry(HexagonRules.PORTS_ARE_INTERFACES, "OrderStoreHelper"),
            Map.entry(HexagonRules.ADAPTERS_ARE_ISOLATED, "SendsMail.mailer> has type <com.example.brokenshop.adapter.mail.Mailer"),
            Map.entry(HexagonRules.INBOUND_ADAPTERS_USE_USE_CASES, "OrderLookup.store> has type <com.example.brokenshop.domain.port.OrderStore"),
            Map.entry(HexagonRules.OUTBOUND_ADAPTERS_CALL_NO_USE_CASE, "Mailer.placeOrder> has type <com.example.brokenshop.application.PlaceOrderUseCase"),
            Map.entry(HexagonRules.NO_PACKAGE_CYCLES, "Draft.outbox"),
            Map.entry(HexagonRules.USE_CASES_ARE_NAMED, "FetchOrders"),
            Map.entry(HexagonRules.SERVICES_IMPLEMENT_A_USE_CASE, "OrphanService implements no *UseCase"),
            Map.entry(HexagonRules.CONTROLLERS_ARE_NAMED_AND_PLACED, "OrderEndpoint"),
            Map.entry(HexagonRules.IN_PORTS_CARRY_DATA, "PendingOrder.store holds com.example.brokenshop.domain.port.OrderStore, an out-port"),
            Map.entry(HexagonRules.SERVICES_DEPEND_ON_INTERFACES, "Checkout.prices> has type <com.example.brokenshop.application.pricing.PriceList"),
            Map.entry(HexagonRules.CORE_IS_FREE_OF_DELIVERY_VOCABULARY, "OrderETag is the delivery's own: OrderETag matches .*ETag.*"));

    /** The example's delivery vocabulary: HTTP's words, and its package in a core that may use the framework otherwise. */
    static HexagonConventions withDeliveryVocabulary(HexagonConventions conventions) {
        return conventions.withCoreAlsoUsing("io.micronaut..").withDeliveryNames(".*(ETag|NotModified).*")
                .withDeliveryPackages("io.micronaut.http..");
    }

    @Test
    void theExampleInAnotherBasePackageKeepsEveryRuleWithNothingButItsBasePackageConfigured() {
        assertThat(SHOP.size()).as("the example's classes were imported").isGreaterThanOrEqualTo(8);
        assertThat(SHOP_RULES.all()).hasSize(13);
        SHOP_RULES.all().forEach(rule -> rule.rule().check(SHOP));
    }

    @TestFactory
    Stream<DynamicTest> eachRuleFailsOnTheBrokenExampleNamingTheViolationWhyAndWhatToDo() {
        JavaClasses broken = Canaries.importWithoutCanaries("com.example.brokenshop", location -> true);
        HexagonRules rules = HexagonRules.of(HexagonConventions.forBasePackage("com.example.brokenshop").withDeliveryNames(".*ETag.*"));
        assertThat(BROKEN_BY.keySet()).containsExactlyInAnyOrderElementsOf(rules.all().stream().map(HexagonRule::id).toList());
        return rules.all().stream().map(rule -> DynamicTest.dynamicTest(rule.id(), () -> {
            EvaluationResult result = rule.rule().evaluate(broken);
            String report = result.getFailureReport().toString();
            assertThat(result.hasViolation()).as(rule.id()).isTrue();
            assertThat(report).contains(BROKEN_BY.get(rule.id())).contains(", because ");
        }));
    }

    @Test
    void aNewAdapterPackageNeedsNoEditOfTheRules() {
        HexagonRules rules = HexagonRules.of(HexagonConventions.forBasePackage("com.example.brokenshop"));
        JavaClasses broken = Canaries.importWithoutCanaries("com.example.brokenshop", location -> true);
        // adapter.mail was never named anywhere, yet it is an adapter: isolated, and outbound.
        assertThat(rules.rule(HexagonRules.OUTBOUND_ADAPTERS_CALL_NO_USE_CASE).rule().evaluate(broken).getFailureReport().toString())
                .contains("com.example.brokenshop.adapter.mail.Mailer");
    }

    @Test
    void inPortsAreFoundByTheUseCasesConventionSoANewUseCaseNeedsNoEdit() {
        Map<String, Role> expected = Map.of(
                "com.example.shop.application.PlaceOrderUseCase", Role.IN_PORT,
                "com.example.shop.application.PlaceOrderCommand", Role.IN_PORT, // beside its use case
                "com.example.shop.application.PlaceOrderService", Role.SERVICE,
                "com.example.shop.application.receipt.Receipt", Role.IN_PORT, // named by the use case, in no use case's package
                "com.example.shop.application.receipt.Receipt$Placed", Role.IN_PORT,
                "com.example.shop.application.pricing.Prices", Role.SERVICE, // a role of the services', named by no in-port
                "com.example.shop.application.pricing.FixedPrices", Role.SERVICE);
        expected.forEach((name, role) -> assertThat(Place.of(SHOP.get(name), SHOP_CONVENTIONS).role()).as(name).isEqualTo(role));
        Canaries.assertBreaksOnly(SHOP_RULES, HexagonRules.INBOUND_ADAPTERS_USE_USE_CASES,
                Canaries.importWithCanary("com.example.shop", location -> true, "com.example.shop.adapter.web.canary.holdsrole"), "PriceShortcut");
    }

    @Test
    void theCoreNeitherBearsNorUsesTheDeliveryVocabularyATeamNames() {
        HexagonRules rules = HexagonRules.of(withDeliveryVocabulary(SHOP_CONVENTIONS));
        rules.all().forEach(rule -> rule.rule().check(SHOP));
        Canaries.assertBreaksOnly(rules, HexagonRules.CORE_IS_FREE_OF_DELIVERY_VOCABULARY,
                Canaries.importWithCanary("com.example.shop", location -> true, "com.example.shop.application.canary.deliveryname"), "NotModifiedOrder");
        Canaries.assertBreaksOnly(rules, HexagonRules.CORE_IS_FREE_OF_DELIVERY_VOCABULARY,
                Canaries.importWithCanary("com.example.shop", location -> true, "com.example.shop.application.canary.deliverypackage"), "OrderStatuses");
        assertThat(rules.rule(HexagonRules.CORE_IS_FREE_OF_DELIVERY_VOCABULARY).rule().evaluate(Canaries.importWithCanary("com.example.shop",
                location -> true, "com.example.shop.application.canary.deliverypackage")).getFailureReport().toString())
                .contains("OrderStatuses.<init>()> gets field <io.micronaut.http.HttpStatus.CREATED>")
                .contains("io.micronaut.http is a package of the delivery");
    }
}
