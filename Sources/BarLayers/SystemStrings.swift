/// The titles UIKit gives its own buttons (the back button's generic title and the text system
/// items), in the languages BarScope knows them in.
///
/// Source: Douglas Hill's KeyboardKit (github.com/douglashill/KeyboardKit,
/// `KeyboardKit/Localised/<language>.lproj/KeyboardKit.strings`, keys `navigation_back`,
/// `barButton_done`, `barButton_cancel`, `barButton_edit`, `barButton_save`), whose values were
/// taken from Apple's localization glossaries for UIKitCore under the keys Back, Done, Cancel,
/// Edit and Save, then checked against the button text iOS shows in each language (its commit
/// "Improve localisations (#7)"; Hill, "Localisation using Apple's glossaries"). Where its files
/// say the button text differs from the glossary (French and Spanish Done is "OK"), the button
/// text is used. The Hebrew back title has no second source. Persian is not in it, nor is any
/// language not listed here: those keep UIKit's English, and a scene that uses them is warned.
package enum SystemString: String, Sendable, CaseIterable, Hashable {
    case back, done, cancel, edit, save

    /// The English title (UIKit's development language).
    package var english: String {
        switch self {
        case .back: return "Back"
        case .done: return "Done"
        case .cancel: return "Cancel"
        case .edit: return "Edit"
        case .save: return "Save"
        }
    }

    /// The titles by localization, in the order back, done, cancel, edit, save.
    static let table: [String: [String]] = [
        "zh-Hans": ["返回", "完成", "取消", "编辑", "存储"],
        "zh-Hant": ["返回", "完成", "取消", "編輯", "儲存"],
        "zh-HK": ["返回", "完成", "取消", "編輯", "儲存"],
        "ja": ["戻る", "完了", "キャンセル", "編集", "保存"],
        "ko": ["뒤로", "완료", "취소", "편집", "저장"],
        "ar": ["رجوع", "تم", "إلغاء", "تحرير", "حفظ"],
        "he": ["הקודם", "סיום", "ביטול", "עריכה", "שמור"],
        "th": ["ย้อนกลับ", "เสร็จสิ้น", "ยกเลิก", "แก้ไข", "บันทึก"],
        "hi": ["वापस", "पूर्ण", "रद्द करें", "संपादित करें", "सहेजें"],
        "de": ["Zurück", "Fertig", "Abbrechen", "Bearbeiten", "Sichern"],
        "fr": ["Retour", "OK", "Annuler", "Modifier", "Enregistrer"],
        "es": ["Atrás", "OK", "Cancelar", "Editar", "Guardar"],
        "ru": ["Назад", "Готово", "Отменить", "Править", "Сохранить"],
    ]

    /// The localization UIKit picks for a BCP 47 tag: Chinese by script or region (Hong Kong and
    /// Macau take zh-HK, Traditional and Taiwan zh-Hant, the rest zh-Hans), any other language by
    /// its first subtag; nil for none (English).
    package static func localization(for tag: String?) -> String? {
        guard let tag, !tag.isEmpty else { return nil }
        let parts = tag.split(separator: "-").map { $0.lowercased() }
        guard let language = parts.first else { return nil }
        if language == "zh" {
            if parts.contains("hk") || parts.contains("mo") { return "zh-HK" }
            if parts.contains("hant") || parts.contains("tw") { return "zh-Hant" }
            return "zh-Hans"
        }
        return language
    }

    /// Whether a tag's language is English, or none is given: every title is UIKit's own.
    package static func isEnglish(_ tag: String?) -> Bool {
        localization(for: tag).map { $0 == "en" } ?? true
    }

    /// The title in the language of `tag`: the table's, else English. `known` tells which.
    package func title(language tag: String?) -> (text: String, known: Bool) {
        guard !Self.isEnglish(tag) else { return (english, true) }
        guard let key = Self.localization(for: tag), let row = Self.table[key] else { return (english, false) }
        return (row[Self.allCases.firstIndex(of: self)!], true)
    }
}
