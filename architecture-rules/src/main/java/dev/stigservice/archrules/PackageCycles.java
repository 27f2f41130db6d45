package dev.stigservice.archrules;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * Packages under the base package that depend on each other in a cycle, found once every class has been seen
 * (Tarjan's strongly connected components over the package graph). Dependencies that another rule judges are left
 * out, so that a class of the domain using an adapter is one broken rule (the rings), not also a cycle.
 */
final class PackageCycles extends ArchCondition<JavaClass> {

    private final String basePackage;
    private final Predicate<Dependency> judgedElsewhere;
    /** Per package, the packages it depends on, each with the first dependency seen (for the report). */
    private final Map<String, Map<String, Dependency>> edges = new TreeMap<>();

    PackageCycles(String basePackage, Predicate<Dependency> judgedElsewhere) {
        super("be in no package cycle");
        this.basePackage = basePackage;
        this.judgedElsewhere = judgedElsewhere;
    }

    @Override
    public void init(Collection<JavaClass> allObjectsToTest) {
        edges.clear();
    }

    @Override
    public void check(JavaClass origin, ConditionEvents events) {
        String from = origin.getPackageName();
        edges.computeIfAbsent(from, p -> new TreeMap<>());
        for (Dependency dependency : origin.getDirectDependenciesFromSelf()) {
            String to = dependency.getTargetClass().getBaseComponentType().getPackageName();
            if (!to.equals(from) && Place.within(to, basePackage) && !judgedElsewhere.test(dependency)) {
                edges.get(from).putIfAbsent(to, dependency);
            }
        }
    }

    @Override
    public void finish(ConditionEvents events) {
        for (List<String> cycle : stronglyConnected()) {
            TreeSet<String> members = new TreeSet<>(cycle);
            List<String> links = new ArrayList<>();
            for (String from : members) {
                edges.getOrDefault(from, Map.of()).forEach((to, dependency) -> {
                    if (members.contains(to)) {
                        links.add(dependency.getDescription());
                    }
                });
            }
            events.add(SimpleConditionEvent.violated(members, "packages " + members + " depend on each other: " + String.join("; ", links)));
        }
    }

    /** The components of more than one package, each sorted. */
    private List<List<String>> stronglyConnected() {
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        List<List<String>> components = new ArrayList<>();
        for (String node : edges.keySet()) {
            if (!index.containsKey(node)) {
                visit(node, index, low, stack, components);
            }
        }
        return components;
    }

    private void visit(String node, Map<String, Integer> index, Map<String, Integer> low, Deque<String> stack, List<List<String>> components) {
        index.put(node, index.size());
        low.put(node, index.get(node));
        stack.push(node);
        for (String next : edges.getOrDefault(node, Map.of()).keySet()) {
            if (!index.containsKey(next)) {
                visit(next, index, low, stack, components);
                low.put(node, Math.min(low.get(node), low.get(next)));
            } else if (stack.contains(next)) {
                low.put(node, Math.min(low.get(node), index.get(next)));
            }
        }
        if (low.get(node).equals(index.get(node))) {
            List<String> component = new ArrayList<>();
            String member;
            do {
                member = stack.pop();
                component.add(member);
            } while (!member.equals(node));
            if (component.size() > 1) {
                components.add(component.stream().sorted().toList());
            }
        }
    }
}
