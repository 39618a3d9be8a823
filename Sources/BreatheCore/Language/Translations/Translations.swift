import Synchronization

/// The catalogue's words as data: `po/breathe.pot`, the English of every message by its
/// key, and one file a language (`po/zh-Hans.po`), built into the binary. A message a
/// language's file lacks (untranslated, fuzzy, or a file that does not read) is said in
/// English; `TranslationFileTests` fails when a shipped language lacks any.
public enum Translations {
    /// A message's forms by key: one, or one per plural form of the language.
    typealias Table = [String: [String]]

    /// The table of a file: English (the template's msgid) or a language's msgstr. A
    /// fuzzy entry or an empty translation is left out.
    static func table(_ file: POFile, english: Bool) -> Table {
        var table: Table = [:]
        for entry in file.entries where !entry.flags.contains("fuzzy") {
            guard let key = entry.context else { continue }
            let forms = english ? [entry.id] + (entry.idPlural.map { [$0] } ?? []) : entry.strings
            guard !forms.isEmpty, forms.allSatisfy({ !$0.isEmpty }) else { continue }
            table[key] = forms
        }
        return table
    }

    /// The built-in file of that name, read.
    public static func file(_ name: String) -> Result<POFile, POFile.SyntaxError>? {
        BuiltInTranslations.files.first { $0.name == name }.map { file in
            Result { () throws(POFile.SyntaxError) in try POFile(file.text) }
        }
    }

    /// Each language's table, read the first time it is asked for: a command speaks one
    /// language, and reading the others would be wasted start-up.
    private static let tables = Mutex<[Language: Table]>([:])

    static func table(_ language: Language) -> Table {
        if let table = tables.withLock({ $0[language] }) { return table }
        let name = language.rules.messages
        let table = (try? file(name)?.get()).map { Self.table($0, english: name.hasSuffix(".pot")) } ?? [:]
        tables.withLock { $0[language] = table }
        return table
    }

    /// The message in `words`' language, its placeholders filled with its facts written by
    /// that language's rules, in the form its count asks for; English when the language
    /// lacks it.
    public static func render(_ phrase: some TranslatedPhrases, in words: Words) -> String {
        render(phrase.key, facts: phrase.facts, count: phrase.count, in: words)
    }

    static func render(_ key: String, facts: [String: Fact], count: Int? = nil, in words: Words) -> String {
        if let forms = table(words.language)[key] {
            return fill(form(forms, count: count, rules: words.rules), facts: facts, words: words)
        }
        let english = Words(.english)
        return fill(form(table(.english)[key] ?? [key], count: count, rules: english.rules), facts: facts, words: words)
    }

    /// The plural form `count` asks for by the language's rule, the first without a count.
    static func form(_ forms: [String], count: Int?, rules: LanguageRules) -> String {
        forms[min(count.map(rules.plural) ?? 0, forms.count - 1)]
    }

    /// `{name}` replaced by the fact of that name; `{{` and `}}` are braces.
    static func fill(_ template: String, facts: [String: Fact], words: Words) -> String {
        var result = ""
        var rest = template[...]
        while let brace = rest.firstIndex(where: { $0 == "{" || $0 == "}" }) {
            result += rest[..<brace]
            let after = rest.index(after: brace)
            if after < rest.endIndex, rest[after] == rest[brace] {
                result.append(rest[brace])
                rest = rest[rest.index(after: after)...]
            } else if rest[brace] == "{", let close = rest[after...].firstIndex(of: "}"),
                      let fact = facts[String(rest[after..<close])] {
                result += fact.written(in: words)
                rest = rest[rest.index(after: close)...]
            } else {
                result.append(rest[brace])
                rest = rest[after...]
            }
        }
        return result + rest
    }

    /// The names of a template's placeholders, in order: what a translation must keep.
    public static func placeholders(_ template: String) -> [String] {
        var names: [String] = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            let after = rest.index(after: open)
            if after < rest.endIndex, rest[after] == "{" { rest = rest[rest.index(after: after)...]; continue }
            guard let close = rest[after...].firstIndex(of: "}") else { break }
            names.append(String(rest[after..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}
