extension RenderArguments {
    /// Reads a plain `render` command line (the words after `barscope`) without ArgumentParser,
    /// or returns nil so that ArgumentParser reads it.
    ///
    /// Why: a golden suite or a CI step runs `barscope render` once per scene, and ArgumentParser
    /// reflects over every option of the command before it parses a word, which is a tenth of a
    /// one-strip process (measured with `Render.parseAsRoot` alone as well as the whole tree;
    /// `scripts/bench` times the strip). Only the plainest form is read here: `render SCENE` with `-o`/`--output`, `--png`, `--display`,
    /// `--max-image-side` and `--max-image-pixels`, each at most once, and the flag `--strict`, as `--name value` or
    /// `--name=value`, and values ArgumentParser would take as they are. Anything else (help, a
    /// repeated or unknown option, a value that looks like an option, a malformed number or preset,
    /// a missing `-o`) returns nil, and ArgumentParser reads the line and reports on it, so
    /// every message stays ArgumentParser's own. A test checks that both readings agree.
    static func parse(_ words: [String]) -> RenderArguments? {
        guard words.first == "render" else { return nil }
        var scene: String?, output: String?, png: String?, display: String?, side: String?, pixels: String?
        var strict = false
        var index = 1
        while index < words.count {
            let word = words[index]
            index += 1
            if word == "--strict" {
                guard !strict else { return nil }
                strict = true
                continue
            }
            guard word.hasPrefix("-") else {
                guard scene == nil, !word.isEmpty else { return nil }
                scene = word
                continue
            }
            // `--name=value`, or `--name value` / `-o value`.
            let name: Substring, value: String
            if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
                name = word[..<equals]
                value = String(word[word.index(after: equals)...])
            } else {
                guard index < words.count else { return nil }
                name = Substring(word)
                value = words[index]
                index += 1
            }
            guard !value.hasPrefix("-"), !value.isEmpty else { return nil }
            func take(_ slot: inout String?) -> Bool {
                guard slot == nil else { return false }
                slot = value
                return true
            }
            let taken: Bool
            switch name {
            case "-o", "--output": taken = take(&output)
            case "--png": taken = take(&png)
            case "--display": taken = take(&display)
            case "--max-image-side": taken = take(&side)
            case "--max-image-pixels": taken = take(&pixels)
            default: return nil
            }
            guard taken else { return nil }
        }
        guard let scene, let output else { return nil }
        var arguments = RenderArguments(scene: scene, output: output)
        arguments.strict = strict
        if let png {
            guard let preset = PNGSpeed(rawValue: png) else { return nil }
            arguments.png = preset
        }
        if let display { arguments.display = display }
        if let side {
            guard let number = Int(side) else { return nil }
            arguments.maxImageSide = number
        }
        if let pixels {
            guard let number = Int(pixels) else { return nil }
            arguments.maxImagePixels = number
        }
        return arguments
    }
}
